/**
 * The manage route takes the form-intake token (src/token.ts) plus the subscription's own
 * signed token in the body; the run route only a full-access token (no other token is
 * granted it).
 */
export default {
  routes: [
    {
      method: 'POST',
      path: '/alert-subscriptions/manage',
      handler: 'api::alert-subscription.alert-subscription.manage',
      config: { policies: [] },
    },
    {
      method: 'POST',
      path: '/alert-subscriptions/run',
      handler: 'api::alert-subscription.alert-subscription.run',
      config: { policies: [] },
    },
  ],
};
