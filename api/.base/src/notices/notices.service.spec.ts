import { Test } from '@nestjs/testing';
import { getRepositoryToken } from '@nestjs/typeorm';
import { Notice } from './notice.entity';
import { NoticesService } from './notices.service';

const NOW = new Date('2030-06-01T12:00:00Z');
const notice = (title: string, startsAt: string | null, endsAt: string | null): Notice =>
  Object.assign(new Notice(), { id: title, title, body: '내용', startsAt: startsAt && new Date(startsAt), endsAt: endsAt && new Date(endsAt), createdAt: NOW });

describe('NoticesService', () => {
  let service: NoticesService;
  const repository = {
    find: jest.fn(),
    findOneBy: jest.fn(),
    create: jest.fn((fields: Partial<Notice>) => Object.assign(new Notice(), fields)),
    save: jest.fn(async (entity: Notice) => entity),
    remove: jest.fn(),
  };

  beforeEach(async () => {
    jest.clearAllMocks();
    const moduleRef = await Test.createTestingModule({
      providers: [NoticesService, { provide: getRepositoryToken(Notice), useValue: repository }],
    }).compile();
    service = moduleRef.get(NoticesService);
  });

  it('publishes a notice from its start to its end, both moments included', async () => {
    repository.find.mockResolvedValue([
      notice('starts now', '2030-06-01T12:00:00Z', null),
      notice('ends now', null, '2030-06-01T12:00:00Z'),
      notice('starts later', '2030-06-01T12:00:01Z', null),
      notice('ended', null, '2030-06-01T11:59:59Z'),
      notice('no window', null, null),
    ]);
    const titles = (await service.listPublished(NOW)).map((item) => item.title);
    expect(titles).toEqual(['starts now', 'ends now', 'no window']);
    expect(repository.find).toHaveBeenCalledWith({ order: { createdAt: 'DESC', id: 'ASC' } });
  });

  it('stamps a new notice with a millisecond creation time and turns empty times into null', async () => {
    const created = await service.create({ title: '제목', body: '내용', startsAt: null, endsAt: undefined });
    expect(created).toMatchObject({ startsAt: null, endsAt: null });
    expect(created.createdAt).toBeInstanceOf(Date);
  });

  it('refuses an update whose end would fall before the stored start, without saving', async () => {
    repository.findOneBy.mockResolvedValue(notice('stored', '2030-07-01T00:00:00Z', null));
    await expect(service.update('stored', { endsAt: '2030-06-15T00:00:00Z' })).rejects.toMatchObject({
      code: 'VALIDATION_FAILED',
      errors: [{ field: 'endsAt', message: '종료 시각은 시작 시각 이후여야 합니다' }],
    });
    expect(repository.save).not.toHaveBeenCalled();
  });

  it('answers 404 with the Korean message for an unknown notice', async () => {
    repository.findOneBy.mockResolvedValue(null);
    await expect(service.remove('missing')).rejects.toMatchObject({ code: 'NOT_FOUND', message: '공지사항을 찾을 수 없습니다.' });
    expect(repository.remove).not.toHaveBeenCalled();
  });
});
