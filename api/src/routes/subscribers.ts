import { ApiError, Subscriber, SubscriberError, SubscriberInput, SubscriberParams } from '@beacon/shared/schemas';
import { HttpError } from '../http/errors';
import { rateLimited, type RoutePlugin } from './common';

/**
 * The mailing list, relayed: the browser no longer holds the provider's key.
 * GET answers 200/404 as the provider does; POST answers 201 (new) or 200 (already subscribed).
 */
export const subscriberRoutes: RoutePlugin = async (app, { services }) => {
  const { mailingList } = services;

  app.get(
    '/subscribers/:email',
    {
      // Rate-limited too: it tells whether an address is on the list.
      config: rateLimited(services),
      schema: {
        tags: ['mailing list'],
        summary: 'Is this address subscribed? 200 yes, 404 no',
        params: SubscriberParams,
        response: { 200: Subscriber, '4xx': ApiError, '5xx': ApiError },
      },
    },
    async (request) => {
      const subscriber = await mailingList.find(request.params.email);
      if (!subscriber) throw new HttpError(404, 'This address is not subscribed.');
      return subscriber;
    },
  );

  app.post(
    '/subscribers',
    {
      config: { ...rateLimited(services), validationStatus: 422, mailingListErrors: true },
      schema: {
        tags: ['mailing list'],
        summary: 'Subscribe an address; 422 {errors: true, message} on invalid input',
        body: SubscriberInput,
        response: { 200: Subscriber, 201: Subscriber, '4xx': SubscriberError, '5xx': SubscriberError },
      },
    },
    async (request, reply) => {
      const { subscriber, created } = await mailingList.subscribe(request.body.email);
      return reply.status(created ? 201 : 200).send(subscriber);
    },
  );
};
