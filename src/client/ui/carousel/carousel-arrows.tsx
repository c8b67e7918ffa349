import type { MouseEvent } from 'react';
import { useApp } from '../../context/app-provider';
import { buttons, IconButton } from '../button';
import { sheet, useSheet } from '../../render/sheet';
import { DirectionalIcon } from '../directional-icon';
import { Icon } from '../icon';
import { ChevronLeft, ChevronRight } from '../icon-paths';

/** White round buttons with a thin border and a small shadow, primary under the pointer. */
const arrows = sheet(
  'carousel-arrows',
  `.carousel-arrows{display:flex;justify-content:center;gap:12px;margin-top:24px}
  .icon-btn.carousel-arrow{background-color:var(--paper);border:1px solid var(--line);box-shadow:0px 2px 1px -1px rgba(0,0,0,0.2),0px 1px 1px 0px rgba(0,0,0,0.14),0px 1px 3px 0px rgba(0,0,0,0.12)}
  .icon-btn.carousel-arrow:hover{background-color:var(--primary);color:#fff}`,
  [buttons],
);

/**
 * Previous / next buttons with names in the page's language; their arrows point the reading
 * way. `data-step`: which way each moves the still row, for an answer before the carousel's
 * code is here (public/boot.js, decision 0041).
 */
export function CarouselArrows({
  onPrev,
  onNext,
}: {
  onPrev: (event: MouseEvent) => void;
  onNext: (event: MouseEvent) => void;
}) {
  useSheet(arrows);
  const { t } = useApp();
  return (
    <div className="carousel-arrows">
      <IconButton label={t('Previous slide')} onClick={onPrev} className="carousel-arrow" data-step="-1">
        <DirectionalIcon>
          <Icon shapes={ChevronLeft} />
        </DirectionalIcon>
      </IconButton>
      <IconButton label={t('Next slide')} onClick={onNext} className="carousel-arrow" data-step="1">
        <DirectionalIcon>
          <Icon shapes={ChevronRight} />
        </DirectionalIcon>
      </IconButton>
    </div>
  );
}
