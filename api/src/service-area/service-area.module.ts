import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { ServiceAreaZipEntity } from './entities/service-area-zip.entity.js';
import { PublicServiceAreaController } from './public-service-area.controller.js';
import { AdminServiceAreaController } from './service-area.controller.js';
import { ServiceAreaService } from './service-area.service.js';

@Module({
  imports: [TypeOrmModule.forFeature([ServiceAreaZipEntity])],
  controllers: [PublicServiceAreaController, AdminServiceAreaController],
  providers: [ServiceAreaService],
  exports: [ServiceAreaService],
})
export class ServiceAreaModule {}
