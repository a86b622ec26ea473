import { Test } from '@nestjs/testing';
import { getRepositoryToken } from '@nestjs/typeorm';
import { GalleryItem } from './gallery-item.entity';
import { GalleryService } from './gallery.service';

const item = (fields: Partial<GalleryItem>) => Object.assign(new GalleryItem(), { id: 'g1', url: '/a.png', caption: null, title: null, description: null, visible: true, order: 0, ...fields });

describe('GalleryService', () => {
  let service: GalleryService;
  const repository = {
    find: jest.fn(),
    findOneBy: jest.fn(),
    create: jest.fn((fields: Partial<GalleryItem>) => Object.assign(new GalleryItem(), fields)),
    save: jest.fn(async (entity: GalleryItem) => entity),
    remove: jest.fn(),
  };

  beforeEach(async () => {
    jest.clearAllMocks();
    const moduleRef = await Test.createTestingModule({
      providers: [GalleryService, { provide: getRepositoryToken(GalleryItem), useValue: repository }],
    }).compile();
    service = moduleRef.get(GalleryService);
  });

  it('lists visitors only visible images, by order then upload time', async () => {
    repository.find.mockResolvedValue([]);
    await service.list({ visibleOnly: true });
    expect(repository.find).toHaveBeenCalledWith({ where: { visible: true }, order: { order: 'ASC', createdAt: 'ASC', id: 'ASC' } });
  });

  it('adds a new image visible and after the last one', async () => {
    repository.find.mockResolvedValue([item({ order: 6 })]);
    await expect(service.create({ url: '/b.png' })).resolves.toMatchObject({ url: '/b.png', visible: true, order: 7, caption: null });
  });

  it('adds the first image at position 0, hidden when asked', async () => {
    repository.find.mockResolvedValue([]);
    await expect(service.create({ url: '/b.png', visible: false })).resolves.toMatchObject({ visible: false, order: 0 });
  });

  it('toggle flips visibility and saves', async () => {
    repository.findOneBy.mockResolvedValue(item({ visible: true }));
    await expect(service.toggle('g1')).resolves.toMatchObject({ visible: false });
    expect(repository.save).toHaveBeenCalledTimes(1);
  });

  it('update leaves fields it was not given untouched', async () => {
    repository.findOneBy.mockResolvedValue(item({ caption: '원래', url: '/old.png' }));
    await expect(service.update('g1', { url: '/new.png' })).resolves.toMatchObject({ caption: '원래', url: '/new.png' });
  });

  it('answers 404 with the Korean message for an unknown image', async () => {
    repository.findOneBy.mockResolvedValue(null);
    await expect(service.toggle('missing')).rejects.toMatchObject({ code: 'NOT_FOUND', message: '이미지를 찾을 수 없습니다.' });
  });
});
