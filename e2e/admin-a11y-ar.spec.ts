import { checkAdminScreens } from './admin-a11y';

checkAdminScreens('ar', 390);
