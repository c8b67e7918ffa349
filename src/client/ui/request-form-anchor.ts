/** The id of the home page's request form; the Order Document button leads to `/#request-form`. */
export const REQUEST_FORM_ID = 'request-form';
