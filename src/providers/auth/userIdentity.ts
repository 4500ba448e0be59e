import type { Authority } from '../../../resources/kernel';
import type { User } from '../../../shared/generated/api.gen';

/** What the shell shows of the signed-in user (react-admin's UserIdentity plus the role). */
export interface ShellIdentity {
    id: string;
    fullName: string;
    email: string;
    authority: Authority;
}

/** "First Last" when the user has a name, else the e-mail (demo users have no names). */
export const toIdentity = (user: User): ShellIdentity => {
    const name = [user.firstName, user.lastName]
        .filter(part => part?.trim())
        .join(' ')
        .trim();
    return {
        id: user.id.id,
        fullName: name || user.email,
        email: user.email,
        authority: user.authority,
    };
};
