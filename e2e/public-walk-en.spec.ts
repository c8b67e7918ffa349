import { walkInLanguage } from './public-walk';

walkInLanguage('en');
