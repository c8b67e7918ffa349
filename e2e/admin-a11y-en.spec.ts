import { checkAdminScreens } from './admin-a11y';

checkAdminScreens('en', 1440);
