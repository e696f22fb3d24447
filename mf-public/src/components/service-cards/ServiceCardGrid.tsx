import type { ServiceCard } from 'shared-contracts';
import { ServiceIcon } from './ServiceIcon';
import './service-cards.css';

/** The service cards of Home (four) and Services (eight): title, description and icon. */
export function ServiceCardGrid({
  cards,
  headingLevel = 3,
}: {
  cards: readonly ServiceCard[];
  headingLevel?: 2 | 3;
}) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <ul className="mfp-service-cards__grid" role="list">
      {cards.map((card) => (
        <li key={card.title} className="mfp-service-cards__card">
          <span className="mfp-service-cards__icon-wrap">
            <ServiceIcon name={card.icon} />
          </span>
          <Heading className="mfp-service-cards__title">{card.title}</Heading>
          <p className="mfp-service-cards__description">{card.description}</p>
        </li>
      ))}
    </ul>
  );
}
