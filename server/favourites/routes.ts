import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { Favourite, FavouriteBody, MessageResponse } from '../../common/contract/accounts';
import { ErrorResponse, IdParam } from '../../common/contract/common';
import { requireSelf, requireUser } from '../accounts/context';
import { createFavouritesService } from './service';

const tags = ['favourites'];
const errors = { 400: ErrorResponse, 401: ErrorResponse, 403: ErrorResponse, 404: ErrorResponse };
const security = [{ bearerAuth: [] }];

/** A signed-in customer's favourites; every call checks the token's user owns what it names, then asks the service. */
const favouriteRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const favourites = createFavouritesService(app.database.db);

  app.post(
    '/create-favorites/',
    {
      schema: {
        tags,
        security,
        summary: 'Add a product to your favourites (adding it again changes nothing)',
        body: FavouriteBody,
        response: { 200: Favourite, 201: Favourite, ...errors },
      },
    },
    async (request, reply) => {
      const user = await requireSelf(app, request, reply, request.body.user_id);
      if (!user) return reply;
      const { favourite, created } = await favourites.add(user.id, request.body.product_id);
      return reply.code(created ? 201 : 200).send(favourite);
    },
  );

  app.get(
    '/fetch-favorites/:userId/',
    {
      schema: {
        tags,
        security,
        summary: 'Your favourites, oldest first',
        params: Type.Object({ userId: IdParam }),
        response: { 200: Type.Array(Favourite), ...errors },
      },
    },
    async (request, reply) => {
      const user = await requireSelf(app, request, reply, Number(request.params.userId));
      if (!user) return reply;
      reply.header('Cache-Control', 'private, no-store');
      return favourites.list(user.id);
    },
  );

  app.delete(
    '/remove-favorites/:id/',
    {
      schema: {
        tags,
        security,
        summary: 'Remove one of your favourites',
        params: Type.Object({ id: IdParam }),
        response: { 200: MessageResponse, ...errors },
      },
    },
    async (request, reply) => {
      const user = await requireUser(app, request, reply);
      if (!user) return reply;
      await favourites.remove(user.id, Number(request.params.id));
      return { message: 'Favorite removed successfully!' };
    },
  );
};

export default favouriteRoutes;
