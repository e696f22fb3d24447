export const frame = {
  fallbackBanner: 'You are viewing cached content in offline mode.',
  offlineBadge: 'Offline Mode',
  connectedBadge: 'Connected',
  notFoundHeading: '404 Page Not Found',
  contactIntro: 'Ready to start your masonry project? Get in touch with us for a free consultation.',
} as const;
