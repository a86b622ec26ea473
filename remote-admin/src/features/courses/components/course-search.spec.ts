import { makeCourse } from '@academy/context/testing';
import { distinctTagCount, parseTags, searchCourses } from './course-search';

const courses = [
  makeCourse({ id: 'a', title: '중등 내신 영어 문법', description: null, tags: ['중등', '문법'] }),
  makeCourse({ id: 'b', title: 'TOEIC 실전', description: 'LC와 RC 모의고사', tags: ['TOEIC'] }),
  makeCourse({ id: 'c', title: '고등 영어 독해', description: null, tags: ['고등', '독해', '문법'] }),
];

describe('course helpers', () => {
  it('splits tags on commas, trimming and dropping empties and repeats', () => {
    expect(parseTags(' 문법, 중등 ,, 문법 ,')).toEqual(['문법', '중등']);
    expect(parseTags('')).toEqual([]);
  });

  it('searches title, description and tags, ignoring case', () => {
    expect(searchCourses(courses, '문법').map((c) => c.id)).toEqual(['a', 'c']);
    expect(searchCourses(courses, 'rc').map((c) => c.id)).toEqual(['b']);
    expect(searchCourses(courses, 'toeic').map((c) => c.id)).toEqual(['b']);
    expect(searchCourses(courses, '  ')).toHaveLength(3);
  });

  it('counts each tag once', () => {
    expect(distinctTagCount(courses)).toBe(5);
  });
});
