import { useContext, type ReactNode } from 'react';
import { PageOriginContext } from '../../lib/page-origin';
import { heroBackgroundVars } from './hero-background';
import './hero.css';

interface HeroProps {
  title: string;
  subtitle: string;
  description: string;
  backgroundImage: string;
  children?: ReactNode;
}

/** Full-width hero (spec section 2): 600px high, fixed background, scrolling background at 768px or less. */
export function Hero({ title, subtitle, description, backgroundImage, children }: HeroProps) {
  const origin = useContext(PageOriginContext);
  return (
    <section
      className="mfp-hero"
      style={heroBackgroundVars(backgroundImage, origin)}
      aria-labelledby="hero-title"
      data-testid="hero"
    >
      <div className="mfp-hero__inner">
        <h1 id="hero-title" className="mfp-hero__title">
          {title}
        </h1>
        <p className="mfp-hero__subtitle">{subtitle}</p>
        <p className="mfp-hero__description">{description}</p>
        {children ? <div className="mfp-hero__actions">{children}</div> : null}
      </div>
    </section>
  );
}
