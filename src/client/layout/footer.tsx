import { Box, Typography } from '@mui/material';
import { COPYRIGHT_YEAR, MAX_CONTENT_WIDTH } from '../../contract';
import { useApp } from '../context/app-provider';
import { useSiteName } from '../context/site-name';
import { BrandLogo } from './brand-logo';
import { FooterContactStrip } from './footer-contact-strip';
import { FooterLinkColumn } from './footer-link-column';
import { INFO_LINKS, INTERNAL_LINKS } from './nav-items';
import { SocialButtons } from './social-buttons';

const FOOTER_BG = '#16103D';

/** SPEC §2 "Footer": contact strip, about paragraph, Info and Internal links, social buttons. */
export function Footer() {
  const { t } = useApp();
  const siteName = useSiteName();
  return (
    <Box component="footer" sx={{ bgcolor: FOOTER_BG, color: 'common.white', mt: { xs: 6, md: 10 } }}>
      <Box sx={{ maxWidth: MAX_CONTENT_WIDTH, mx: 'auto', px: { xs: 2.5, sm: 4, md: 6 } }}>
        <FooterContactStrip />
        <Box
          sx={{
            display: 'grid',
            gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr', md: '2fr 1fr 1fr' },
            gap: { xs: 4, md: 6 },
            py: { xs: 5, md: 6 },
          }}
        >
          <Box sx={{ gridColumn: { sm: '1 / -1', md: 'auto' } }}>
            <BrandLogo light />
            <Typography sx={{ mt: 2, mb: 3, color: 'rgba(255,255,255,0.78)', lineHeight: 1.9, maxWidth: 560 }}>
              {t(
                "Bahith Student Services Office has supported master's and doctoral students across the Arab world for 20 years. More than 100 researchers and university professors help with theses, university research, SPSS statistical analysis, translation and presentations.",
              )}
            </Typography>
            <SocialButtons />
          </Box>
          <FooterLinkColumn title="Info Links" links={INFO_LINKS} />
          <FooterLinkColumn title="Internal Links" links={INTERNAL_LINKS} />
        </Box>
      </Box>
      <Box sx={{ borderTop: '1px solid rgba(255,255,255,0.12)', py: 2.5, px: 2, textAlign: 'center' }}>
        <Typography variant="body2" sx={{ color: 'rgba(255,255,255,0.72)' }}>
          {t('© {year} {site}. All rights reserved.', { year: COPYRIGHT_YEAR, site: siteName })}
        </Typography>
      </Box>
    </Box>
  );
}
