import type { ServiceIcon as ServiceIconName } from 'shared-contracts';
import { useTexts } from '../../lib/i18n';
import { ServiceIcon } from './ServiceIcon';
import './service-cards.css';

/** The service cards of Home (four) and Services (eight): title, description and icon, in the page's language. */
export function ServiceCardGrid({
  icons,
  headingLevel = 3,
}: {
  icons: readonly ServiceIconName[];
  headingLevel?: 2 | 3;
}) {
  const cards = useTexts().serviceCards;
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <ul className="mfp-service-cards__grid" role="list">
      {icons.map((icon) => (
        <li key={icon} className="mfp-service-cards__card">
          <span className="mfp-service-cards__icon-wrap">
            <ServiceIcon name={icon} />
          </span>
          <Heading className="mfp-service-cards__title">{cards[icon].title}</Heading>
          <p className="mfp-service-cards__description">{cards[icon].description}</p>
        </li>
      ))}
    </ul>
  );
}
