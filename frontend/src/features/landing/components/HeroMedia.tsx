import { PROMO_VIDEO_URL, PRODUCT_NAME } from '../../../lib/config';
import { HeroIllustration } from './HeroIllustration';

export function HeroMedia() {
  if (!PROMO_VIDEO_URL) return <HeroIllustration />;
  return (
    <video
      className="hero-video"
      src={PROMO_VIDEO_URL}
      autoPlay
      muted
      loop
      playsInline
      aria-label={`${PRODUCT_NAME} promo video: a coach building and printing a workout`}
    />
  );
}
