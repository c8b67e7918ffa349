import { walkInLanguage } from './public-walk';

walkInLanguage('zh');
