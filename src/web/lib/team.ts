import { TEAM_PEOPLE, type TeamPerson } from '#domain/site/team.ts';

/** The people of the team page with their photos; illustrated avatars under public/team/. */
export type TeamMember = TeamPerson & { photo: string };

export const TEAM_MEMBERS: readonly TeamMember[] = TEAM_PEOPLE.map((member) => ({
  ...member,
  photo: `/team/${member.slug}.svg`,
}));

/** The main view's original photo, shown again after a thumbnail's photo (spec 002 §4). */
export const TEAM_GROUP_PHOTO = '/team/doi-ngu.svg';
