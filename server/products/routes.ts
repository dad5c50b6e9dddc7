/**
 * The console's product and photo routes under /api/admin/products (tag `console`). Listing and one
 * product's form need `photos.manage` (owner and packer: a packer finds the product to photograph);
 * changing or adding a product needs `products.edit` (owner); adding, reordering and removing photos
 * `photos.manage`. Handlers only call the services (./service.ts, ./photos.ts), the photo service being
 * the one `photos add | order | remove` call too. Every write runs under an Idempotency-Key
 * (server/http/idempotency.ts): a photo upload retried after a dropped connection adds one photo.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import {
  PhotoAdded,
  PhotoOrderBody,
  PhotoParams,
  ProductChangeBody,
  ProductChangeResult,
  ProductCreateBody,
  ProductForm,
  ProductList,
  ProductParams,
  ProductPhotos,
  ProductsQuery,
} from '../../common/contract/admin-products';
import type { ShopDb } from '../db/client';
import { CONSOLE_ERRORS, IDEMPOTENCY_KEY, staffIdempotentWrites } from '../http/console-writes';
import { ErrorResponse } from '../http/schemas';
import type { Actor } from '../lib/actor';
import { ShopError } from '../lib/errors';
import { MAX_PHOTO_BYTES } from '../media/photos';
import type { PhotoService } from './photos';
import type { ProductService } from './service';

export interface ProductRouteDeps {
  products: ProductService;
  photos: PhotoService;
  db: ShopDb;
  staffActor: (request: FastifyRequest) => Actor;
}

const errors = { ...CONSOLE_ERRORS, 413: ErrorResponse, 415: ErrorResponse };

const MB = 1024 * 1024;

export async function productRoutes(admin: FastifyInstance, deps: ProductRouteDeps): Promise<void> {
  const { products, photos } = deps;

  await admin.register(async (scope) => {
    const app = scope.withTypeProvider<TypeBoxTypeProvider>();
    staffIdempotentWrites(app, deps);
    // A photo arrives as its own bytes (image/jpeg, image/png…), as the phone's file input gives it.
    // The limit leaves room over MAX_PHOTO_BYTES so that the service, not the parser, names the size.
    app.addContentTypeParser(
      /^(image\/[\w.+-]+|application\/octet-stream)$/,
      { parseAs: 'buffer', bodyLimit: MAX_PHOTO_BYTES + MB },
      (_request, body, done) => done(null, body),
    );

    app.get(
      '/products',
      {
        config: { staff: 'photos.manage' },
        schema: {
          tags: ['console'],
          summary: 'Products by name (or a product id), with their price and photo count, and the categories.',
          querystring: ProductsQuery,
          response: { 200: ProductList, ...errors },
        },
      },
      async (request, reply) => {
        reply.header('Cache-Control', 'private, no-store');
        return products.list(request.query);
      },
    );

    app.post(
      '/products',
      {
        config: { staff: 'products.edit' },
        schema: {
          tags: ['console'],
          summary: 'A new product; its slug is made from its name, its stock is set on the Stock screen.',
          headers: IDEMPOTENCY_KEY,
          body: ProductCreateBody,
          response: { 201: ProductChangeResult, ...errors },
        },
      },
      async (request, reply) => {
        const created = await products.create({ body: request.body, actor: deps.staffActor(request) });
        return reply.code(201).send(created);
      },
    );

    app.get(
      '/products/:productId',
      {
        config: { staff: 'photos.manage' },
        schema: {
          tags: ['console'],
          summary: 'One product as the console edits it, with its photos in order.',
          params: ProductParams,
          response: { 200: ProductForm, ...errors },
        },
      },
      async (request, reply) => {
        const product = await products.get(request.params.productId);
        if (!product) throw new ShopError(404, `No product with id ${request.params.productId}.`);
        reply.header('Cache-Control', 'private, no-store');
        return product;
      },
    );

    app.post(
      '/products/:productId',
      {
        config: { staff: 'products.edit' },
        schema: {
          tags: ['console'],
          summary: 'Changes the fields sent (and only those); an unknown field or a bad value changes nothing.',
          params: ProductParams,
          headers: IDEMPOTENCY_KEY,
          body: ProductChangeBody,
          response: { 200: ProductChangeResult, ...errors },
        },
      },
      async (request) =>
        products.change({
          productId: request.params.productId,
          body: request.body,
          actor: deps.staffActor(request),
        }),
    );

    app.post(
      '/products/:productId/photos',
      {
        config: { staff: 'photos.manage' },
        // The Content-Length is read before the body: a 30 MB photo is refused without receiving it.
        preParsing: async (request) => {
          const length = Number(request.headers['content-length'] ?? 0);
          if (request.staff && length > MAX_PHOTO_BYTES)
            throw new ShopError(
              413,
              `Nothing was added: the photo is ${(length / MB).toFixed(1)} MB; the limit is ${MAX_PHOTO_BYTES / MB} MB.`,
            );
        },
        schema: {
          tags: ['console'],
          summary:
            'Adds a photo sent as the body (image/jpeg, image/png, image/webp or image/avif): checked by its content, turned upright, resized, its metadata removed; shown last.',
          params: ProductParams,
          headers: IDEMPOTENCY_KEY,
          response: { 201: PhotoAdded, ...errors },
        },
      },
      async (request, reply) => {
        if (!Buffer.isBuffer(request.body) || request.body.length === 0)
          throw new ShopError(400, 'Send the photo itself as the body, with its type (Content-Type: image/jpeg…).');
        const added = await photos.upload({
          productId: request.params.productId,
          bytes: request.body,
          actor: deps.staffActor(request),
        });
        return reply.code(201).send(added);
      },
    );

    app.post(
      '/products/:productId/photos/order',
      {
        config: { staff: 'photos.manage' },
        schema: {
          tags: ['console'],
          summary: 'Puts the product’s photos in this order (every one of them, first one first).',
          params: ProductParams,
          headers: IDEMPOTENCY_KEY,
          body: PhotoOrderBody,
          response: { 200: ProductPhotos, ...errors },
        },
      },
      async (request) =>
        photos.order({ productId: request.params.productId, ids: request.body.ids, actor: deps.staffActor(request) }),
    );

    app.delete(
      '/products/:productId/photos/:photoId',
      {
        config: { staff: 'photos.manage' },
        schema: {
          tags: ['console'],
          summary: 'Removes one photo; the others close up, and with none left the drawn pictures come back.',
          params: PhotoParams,
          headers: IDEMPOTENCY_KEY,
          response: { 200: ProductPhotos, ...errors },
        },
      },
      async (request) => {
        const { productId, photoId } = request.params;
        const removed = await photos.remove({ productId, photoId, actor: deps.staffActor(request) });
        if (!removed) throw new ShopError(404, `Product ${productId} has no photo ${photoId}.`);
        return { photos: removed.left };
      },
    );
  });
}
