import { walkInLanguage } from './public-walk';

walkInLanguage('ar');
