import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { Repository } from 'typeorm';
import { MESSAGES } from '@academy/common';
import { isUniqueViolation } from '../database/unique-violation';
import { Course } from './course.entity';

export const UNCATEGORIZED_SLUG = 'uncategorized';

/**
 * Every video belongs to a course, but the dashboard form and the simple console add videos
 * without one: those go into this course, created the first time it is needed.
 */
@Injectable()
export class UncategorizedCourseService {
  constructor(@InjectRepository(Course) private readonly courses: Repository<Course>) {}

  async id(): Promise<string> {
    const existing = await this.courses.findOne({ where: { slug: UNCATEGORIZED_SLUG }, select: { id: true } });
    if (existing) return existing.id;
    const course = this.courses.create({
      slug: UNCATEGORIZED_SLUG,
      title: MESSAGES.content.uncategorizedCourseTitle,
      description: null,
      thumbnail: null,
      tags: [],
      order: await this.courses.count(),
    });
    try {
      return (await this.courses.save(course)).id;
    } catch (error) {
      // Another request created it a moment ago.
      if (!isUniqueViolation(error)) throw error;
      return (await this.courses.findOneOrFail({ where: { slug: UNCATEGORIZED_SLUG }, select: { id: true } })).id;
    }
  }
}
