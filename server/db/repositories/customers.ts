import type { Kysely } from 'kysely';
import type { Database } from '../schema';

export class CustomerRepository {
    constructor(private readonly db: Kysely<Database>) {}

    findById(id: string) {
        return this.db.selectFrom('customer').selectAll().where('id', '=', id).executeTakeFirst();
    }
}
