import { descriptionLines } from '#domain/services/service.rules.ts';
import { type AdminService, SERVICE_MESSAGES, type ServiceInput } from '#domain/services/service.schema.ts';
import { isUuid } from '#domain/shared/uuid.rules.ts';
import type { ServiceCard, ServiceType } from '#domain/site/home.schema.ts';
import type { Db } from '../../db/client.ts';
import { notFound } from '../../errors.ts';
import type { MediaService, StagedUpload } from '../media/media.service.ts';
import { type AdminServiceRow, createServicesRepository, type ServiceRow } from './services.repository.ts';

function toServiceCard(row: ServiceRow): ServiceCard {
  return {
    _id: row.id,
    title: row.title,
    price: row.price,
    type: row.type,
    description: row.description,
    image: row.image,
  };
}

function toAdminService({ service, deletedByName }: AdminServiceRow): AdminService {
  return {
    ...toServiceCard(service),
    status: service.status,
    isDeleted: service.isDeleted,
    deletedAt: service.deletedAt?.toISOString() ?? null,
    deletedBy: service.deletedBy ? (deletedByName ?? 'Tài khoản đã xóa') : null,
    createdAt: service.createdAt.toISOString(),
    updatedAt: service.updatedAt.toISOString(),
  };
}

const missing = () => notFound(SERVICE_MESSAGES.notFound, 'SERVICE_NOT_FOUND');

/** spec 001 §5: the description is split into lines of 10 or more characters on create and on update. */
function toWrite(input: ServiceInput) {
  return {
    title: input.title,
    price: input.price,
    type: input.type,
    description: descriptionLines(input.description),
    image: input.image,
  };
}

/** The company's services (dịch vụ): the price list, and their administration with a trash (spec 001 §2, §4). */
export function createServicesService(deps: { db: Db; clock: () => Date; media: MediaService }) {
  const repo = createServicesRepository(deps.db);

  async function adminView(id: string): Promise<AdminService> {
    const row = await repo.findAdmin(id);
    if (!row) throw missing();
    return toAdminService(row);
  }

  return {
    /** Services the public may see, in price-list order; limit 0 or none means all (spec 000 §7). */
    async listPublic(type?: ServiceType, limit = 0): Promise<ServiceCard[]> {
      return (await repo.listPublic(limit, type)).map(toServiceCard);
    },

    async getPublic(id: string): Promise<ServiceCard> {
      const row = isUuid(id) ? await repo.findPublic(id) : undefined;
      if (!row) throw missing();
      return toServiceCard(row);
    },

    /** What an order needs of a service: its title, type and price, if the public may order it. */
    async findOrderable(id: string): Promise<ServiceCard | undefined> {
      const row = isUuid(id) ? await repo.findPublic(id) : undefined;
      return row ? toServiceCard(row) : undefined;
    },

    async create(input: ServiceInput): Promise<AdminService> {
      const row = await repo.insert(toWrite(input));
      return adminView(row.id);
    },

    async update(id: string, input: ServiceInput): Promise<AdminService> {
      if (!isUuid(id) || !(await repo.updateActive(id, toWrite(input)))) throw missing();
      return adminView(id);
    },

    /** DELETE /services/{id}: to the trash, with who and when, stored on the server (spec README). */
    async trash(id: string, actorId: string): Promise<AdminService> {
      if (!isUuid(id) || !(await repo.setDeleted(id, true, { at: deps.clock(), accountId: actorId }))) {
        throw missing();
      }
      return adminView(id);
    },

    async restore(id: string): Promise<AdminService> {
      if (!isUuid(id) || !(await repo.setDeleted(id, false, null))) throw missing();
      return adminView(id);
    },

    /** DELETE /services/{id}/permanent: only a service in the trash; its orders keep their copied title and price. */
    async removePermanently(id: string): Promise<void> {
      if (!isUuid(id) || !(await repo.removeFromTrash(id))) throw missing();
    },

    async listTrash(search?: string): Promise<AdminService[]> {
      return (await repo.trash(search)).map(toAdminService);
    },

    /** POST /services/upload: an image checked by its bytes, re-encoded and recorded (decision 012). */
    async storeImage(
      upload: StagedUpload,
      actorId: string,
    ): Promise<{ imagePath: string; fullPath: string }> {
      const stored = await deps.media.storeImage(upload, { uploadedBy: actorId, namePrefix: 'service' });
      return { imagePath: stored.path, fullPath: stored.url };
    },
  };
}

export type ServicesService = ReturnType<typeof createServicesService>;
