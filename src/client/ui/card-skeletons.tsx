import { Box, Card, CardContent, Skeleton } from '@mui/material';
import { gridTemplateColumnsOf, type GridColumns } from './paginated-grid';

/** Placeholder cards shaped like the real ones (image, two lines, text), in the grid's columns. */
export function CardSkeletons({ count, columns }: { count: number; columns: GridColumns }) {
  return (
    <Box sx={{ display: 'grid', gap: { xs: 2, md: 3 }, gridTemplateColumns: gridTemplateColumnsOf(columns) }}>
      {Array.from({ length: count }, (_, i) => (
        <Card key={i} variant="outlined" sx={{ borderRadius: 3 }}>
          <Skeleton variant="rectangular" sx={{ aspectRatio: '16 / 9', height: 'auto' }} />
          <CardContent>
            <Skeleton width="40%" />
            <Skeleton width="85%" height={32} />
            <Skeleton />
            <Skeleton width="70%" />
          </CardContent>
        </Card>
      ))}
    </Box>
  );
}
