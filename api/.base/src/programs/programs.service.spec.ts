import { Test } from '@nestjs/testing';
import { getRepositoryToken } from '@nestjs/typeorm';
import { Program } from './program.entity';
import { ProgramsService } from './programs.service';

const input = { slug: 'middle-school', title: '중등', content: '<p onclick="x()">내용</p><script>alert(1)</script>' };

describe('ProgramsService', () => {
  let service: ProgramsService;
  const repository = {
    find: jest.fn(async () => []),
    findOneBy: jest.fn(),
    existsBy: jest.fn(async () => false),
    create: jest.fn((fields: Partial<Program>) => Object.assign(new Program(), fields)),
    save: jest.fn(async (entity: Program) => entity),
    remove: jest.fn(),
  };

  beforeEach(async () => {
    jest.clearAllMocks();
    const moduleRef = await Test.createTestingModule({
      providers: [ProgramsService, { provide: getRepositoryToken(Program), useValue: repository }],
    }).compile();
    service = moduleRef.get(ProgramsService);
  });

  it('sanitizes the HTML before it reaches the database', async () => {
    await service.create({ ...input, curriculum: '<a href="javascript:alert(1)">x</a>' });
    expect(repository.save).toHaveBeenCalledWith(
      expect.objectContaining({ content: '<p>내용</p>', curriculum: '<a rel="noopener noreferrer">x</a>', features: [], isActive: true, order: 0 }),
    );
  });

  it('refuses a slug another program uses with 409 DUPLICATE_SLUG, without saving', async () => {
    repository.existsBy.mockResolvedValueOnce(true);
    await expect(service.create(input)).rejects.toMatchObject({ code: 'DUPLICATE_SLUG', message: '이미 사용 중인 슬러그입니다.' });
    expect(repository.save).not.toHaveBeenCalled();
  });

  it.each([
    ['MariaDB', { driverError: { code: 'ER_DUP_ENTRY' } }],
    ['SQLite', { driverError: { code: 'SQLITE_CONSTRAINT_UNIQUE' } }],
  ])('maps a %s unique violation (a race past the check) to 409', async (_driver, error) => {
    repository.save.mockRejectedValueOnce(error);
    await expect(service.create(input)).rejects.toMatchObject({ code: 'DUPLICATE_SLUG' });
  });

  it('lets other database errors through (they are 500s, logged)', async () => {
    repository.save.mockRejectedValueOnce(new Error('connection lost'));
    await expect(service.create(input)).rejects.toThrow('connection lost');
  });

  it('treats an inactive program like a missing one on the public detail', async () => {
    repository.findOneBy.mockResolvedValue(null);
    await expect(service.findActiveBySlug('paused')).rejects.toMatchObject({ code: 'NOT_FOUND', message: '프로그램을 찾을 수 없거나 현재 제공되지 않습니다.' });
    expect(repository.findOneBy).toHaveBeenCalledWith({ slug: 'paused', isActive: true });
  });
});
