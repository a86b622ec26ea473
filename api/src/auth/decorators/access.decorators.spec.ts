import 'reflect-metadata';
import { GUARDS_METADATA } from '@nestjs/common/constants';
import { VIEWER_ROLES } from '@academy/common';
import { ProgressController } from '../../progress/progress.controller';
import { VideosController } from '../../videos/videos.controller';
import { RolesGuard } from '../guards/roles.guard';
import { ROLES_KEY } from './roles.decorator';
import { Viewers } from './access.decorators';

const rolesOf = (target: object) => Reflect.getMetadata(ROLES_KEY, target) as unknown;
const guardsOf = (target: object) => Reflect.getMetadata(GUARDS_METADATA, target) as unknown[];

describe('@Viewers()', () => {
  it('lets in VIEWER_ROLES through the roles guard', () => {
    class Probe {
      @Viewers()
      handler() {}
    }
    expect(rolesOf(Probe.prototype.handler)).toEqual(VIEWER_ROLES);
    expect(guardsOf(Probe.prototype.handler)).toEqual([RolesGuard]);
  });

  it('guards the video routes that play or count, and every progress route', () => {
    const videos = VideosController.prototype;
    for (const handler of [videos.list, videos.url, videos.recordView]) {
      expect(rolesOf(handler)).toEqual(VIEWER_ROLES);
      expect(guardsOf(handler)).toContain(RolesGuard);
    }
    // Whether a video may be watched is asked by PENDING members too (they get reason: ROLE).
    expect(rolesOf(videos.canView)).toEqual([]);
    expect(rolesOf(ProgressController)).toEqual(VIEWER_ROLES);
    expect(guardsOf(ProgressController)).toContain(RolesGuard);
  });
});
