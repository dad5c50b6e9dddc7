import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { Favourite, FavouriteBody, MessageResponse } from '../../common/contract/accounts';
import { ErrorResponse, IdParam } from '../../common/contract/common';
import { customerOf } from '../accounts/caller';
import { createFavouritesService } from './service';
import { SIGNED_IN } from '../http/private-answers';

const tags = ['favourites'];
const errors = { 400: ErrorResponse, 401: ErrorResponse, 403: ErrorResponse, 404: ErrorResponse };

/** A signed-in customer's favourites; every call checks the token's user owns what it names, then asks the service. */
const favouriteRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const favourites = createFavouritesService(app.database.db);

  app.post(
    '/create-favorites/',
    {
      config: { caller: { self: 'body', key: 'user_id' } },
      schema: {
        tags,
        security: SIGNED_IN,
        summary: 'Add a product to your favourites (adding it again changes nothing)',
        body: FavouriteBody,
        response: { 200: Favourite, 201: Favourite, ...errors },
      },
    },
    async (request, reply) => {
      const { favourite, created } = await favourites.add(customerOf(request).id, request.body.product_id);
      return reply.code(created ? 201 : 200).send(favourite);
    },
  );

  app.get(
    '/fetch-favorites/:userId/',
    {
      config: { caller: { self: 'params', key: 'userId' } },
      schema: {
        tags,
        security: SIGNED_IN,
        summary: 'Your favourites, oldest first',
        params: Type.Object({ userId: IdParam }),
        response: { 200: Type.Array(Favourite), ...errors },
      },
    },
    async (request, reply) => {
      reply.header('Cache-Control', 'private, no-store');
      return favourites.list(customerOf(request).id);
    },
  );

  app.delete(
    '/remove-favorites/:id/',
    {
      config: { caller: 'customer' },
      schema: {
        tags,
        security: SIGNED_IN,
        summary: 'Remove one of your favourites',
        params: Type.Object({ id: IdParam }),
        response: { 200: MessageResponse, ...errors },
      },
    },
    async (request) => {
      await favourites.remove(customerOf(request).id, Number(request.params.id));
      return { message: 'Favorite removed successfully!' };
    },
  );
};

export default favouriteRoutes;
