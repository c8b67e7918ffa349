/**
 * The office's contact details and site name (SPEC §2 "Footer", §9: hard-coded in the
 * site). These are the defaults; the site-settings entity (content API issue) makes them
 * editable.
 */
export const OFFICE = {
  phone: '+20 100 123 4567',
  whatsapp: '201001234567',
  email: 'info@bahith-office.com',
  siteName: { ar: 'مكتب باحث للخدمات الطلابية', en: 'Bahith Student Services Office', zh: '巴希斯学术服务中心' },
  social: {
    facebook: 'https://www.facebook.com/bahith.office',
    x: 'https://x.com/bahith_office',
    linkedin: 'https://www.linkedin.com/company/bahith-office',
    instagram: 'https://www.instagram.com/bahith.office',
  },
} as const;

export const whatsappUrl = (text?: string): string =>
  `https://wa.me/${OFFICE.whatsapp}${text ? `?text=${encodeURIComponent(text)}` : ''}`;
