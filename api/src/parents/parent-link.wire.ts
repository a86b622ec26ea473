import type { AdminParentLink, LinkPerson, ParentOwnLink, StudentGuardianLink } from '@academy/common/parents';
import type { User } from '../members/user.entity';
import type { ParentLink } from './parent-link.entity';

const iso = (value: Date) => new Date(value).toISOString();

export const toLinkPerson = (user: Pick<User, 'id' | 'firstName' | 'lastName'>): LinkPerson => ({
  id: user.id,
  firstName: user.firstName,
  lastName: user.lastName,
});

export const toParentOwnLink = (link: ParentLink, child: User): ParentOwnLink => ({
  id: link.id,
  status: link.status,
  child: toLinkPerson(child),
  createdAt: iso(link.createdAt),
});

export const toStudentGuardianLink = (link: ParentLink, parent: User): StudentGuardianLink => ({
  id: link.id,
  status: link.status,
  parent: toLinkPerson(parent),
  createdAt: iso(link.createdAt),
});

export const toAdminParentLink = (link: ParentLink, parent: User, child: User): AdminParentLink => ({
  id: link.id,
  status: link.status,
  createdAt: iso(link.createdAt),
  confirmedAt: link.confirmedAt ? iso(link.confirmedAt) : null,
  parent: { ...toLinkPerson(parent), email: parent.email, phone: parent.phone },
  child: { ...toLinkPerson(child), email: child.email },
});
