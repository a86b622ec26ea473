// The reference for the public reads: a bare NestJS app (no middleware at all) whose routes answer
// constant lists, each the very body the site answers for one public read. Started as a child
// process by api-load.mjs; prints its port on stdout.
import 'reflect-metadata';
import { readFileSync } from 'node:fs';
import { Controller, Get, Module } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';

const lists = JSON.parse(readFileSync(process.argv[2], 'utf8'));

class BareController {}
for (const name of Object.keys(lists)) {
  BareController.prototype[name] = () => lists[name];
  Get(name)(BareController.prototype, name, Object.getOwnPropertyDescriptor(BareController.prototype, name));
}
Controller('bare')(BareController);

class BareModule {}
Module({ controllers: [BareController] })(BareModule);

const app = await NestFactory.create(BareModule, { logger: false });
await app.listen(0, '127.0.0.1');
console.log(app.getHttpServer().address().port);
process.on('SIGTERM', () => app.close().then(() => process.exit(0)));
