/**
 * The reply templates a new install starts with (issue 32). Staff add, change and remove templates from then on;
 * these are only the first rows of the reply_template table, inserted by its migration (as SERVICE_AREA_ZIPS are the
 * first service-area rows), and the state the API tests reset to. {name} is the visitor's first name.
 */
export const STARTER_REPLY_TEMPLATES = [
  {
    title: 'Thanks, we will call',
    text: 'Hi {name},\n\nThank you for your quote request. One of our estimators will call you within one business day to talk through your project and set up a time to see it.\n\nBest regards,',
  },
  {
    title: 'Schedule a site visit',
    text: 'Hi {name},\n\nThanks for reaching out. To give you an accurate quote we would like to see the site. What days and times work for you this week or next?\n\nBest regards,',
  },
  {
    title: 'Ask for photos',
    text: 'Hi {name},\n\nThanks for your request. Could you reply with a few photos of the area (and any measurements you have)? That lets us prepare a first estimate before we visit.\n\nBest regards,',
  },
] as const;
