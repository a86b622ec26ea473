import { Module } from '@nestjs/common';
import { AuditModule } from '../audit/audit.module';
import { AuditTargets } from '../audit/audit-targets';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AdminGalleryController } from './admin-gallery.controller';
import { GalleryItem } from './gallery-item.entity';
import { GalleryController } from './gallery.controller';
import { GalleryService } from './gallery.service';
import { SimpleGalleryController } from './simple-gallery.controller';
import { SuperadminGalleryController } from './superadmin-gallery.controller';

@Module({
  imports: [AuditModule, TypeOrmModule.forFeature([GalleryItem])],
  controllers: [GalleryController, AdminGalleryController, SuperadminGalleryController, SimpleGalleryController],
  providers: [GalleryService],
  exports: [GalleryService],
})
export class GalleryModule {
  constructor(auditTargets: AuditTargets) {
    auditTargets.register('GALLERY', GalleryItem);
  }
}
