import CheckCircleRoundedIcon from '@mui/icons-material/CheckCircleRounded';
import { Box, Button, Typography } from '@mui/material';
import { Link, useSearchParams } from '../../context/navigation';
import { PATHS, pick } from '../../../contract';
import { useService } from '../../api/services';
import { useApp } from '../../context/app-provider';
import { MediaImage } from '../../ui/media-image';
import { REQUEST_FORM_ID } from '../../ui/request-form-anchor';
import { WhatsAppButton } from '../../ui/whatsapp-button';
import { GuaranteesAccordion } from './components/guarantees-accordion';

/**
 * SPEC §2 "Service detail": long name, description, an order button, the features in two
 * columns, an about section and the why-choose-us accordion.
 */
export function ServiceDetailPage() {
  const { t, lang } = useApp();
  const [search] = useSearchParams();
  const { data: service } = useService(Number(search.get('service_id')));
  if (!service) return null;
  const name = pick(service.service_name, lang);

  return (
    <Box sx={{ px: { xs: 2, sm: 3, md: 4 }, py: { xs: 3, md: 5 }, display: 'grid', gap: { xs: 4, md: 6 } }}>
      <Box component="section" aria-labelledby="service-title" sx={{ display: 'grid', gap: { xs: 3, md: 5 }, gridTemplateColumns: { xs: '1fr', md: 'minmax(0, 1fr) minmax(0, 1fr)' }, alignItems: 'center' }}>
        <Box>
          <Typography id="service-title" component="h2" variant="h4" sx={{ fontWeight: 700, lineHeight: 1.4, mb: 2, color: 'primary.main' }}>
            {pick(service.service_long_name, lang)}
          </Typography>
          <Typography sx={{ color: 'text.secondary', lineHeight: 1.9, mb: 3, whiteSpace: 'pre-line' }}>{pick(service.service_desc, lang)}</Typography>
          <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5 }}>
            <Button component={Link} to={`${PATHS.home}#${REQUEST_FORM_ID}`} state={{ orderService: name }} variant="contained" color="secondary" size="large">
              {t('Order this service')}
            </Button>
            <WhatsAppButton text={t('Hello, I would like to ask about the service: {service}', { service: name })} />
          </Box>
        </Box>
        <MediaImage src={service.service_header_url} alt={name} width={960} height={540} priority sizes="(min-width: 900px) 50vw, 100vw" style={{ borderRadius: 40 }} />
      </Box>

      <Box component="section" aria-labelledby="service-features">
        <Typography id="service-features" component="h2" variant="h5" sx={{ fontWeight: 700, mb: 2 }}>
          {t('What the service includes')}
        </Typography>
        <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1.5, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
          {service.service_features.map((feature, i) => (
            <Box component="li" key={i} sx={{ display: 'flex', gap: 1.5, alignItems: 'flex-start', lineHeight: 1.8 }}>
              <CheckCircleRoundedIcon color="secondary" sx={{ mt: 0.5 }} aria-hidden />
              {pick(feature, lang)}
            </Box>
          ))}
        </Box>
      </Box>

      <Box sx={{ display: 'grid', gap: { xs: 4, md: 6 }, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } }}>
        <Box component="section" aria-labelledby="service-about">
          <Typography id="service-about" component="h2" variant="h5" sx={{ fontWeight: 700, mb: 2 }}>
            {t('About the office')}
          </Typography>
          <Typography sx={{ color: 'text.secondary', lineHeight: 1.9 }}>
            {t(
              "We are an educational services office that helps students across Arab countries with master's and doctoral theses, university research, SPSS statistical analysis, translation and presentations. Our team of more than 100 researchers and university professors brings 20 years of experience.",
            )}
          </Typography>
        </Box>
        <Box component="section" aria-labelledby="service-why">
          <Typography id="service-why" component="h2" variant="h5" sx={{ fontWeight: 700, mb: 2 }}>
            {t('Why Choose Us')}
          </Typography>
          <GuaranteesAccordion />
        </Box>
      </Box>
    </Box>
  );
}
