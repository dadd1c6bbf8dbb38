import { defaultPopulate } from '../../../utils/default-populate';

/** What a reader of this type needs when it asks for nothing or for `populate=*`. */
export default defaultPopulate({
  image: true,
  parent: {
    fields: ['titre', 'slug', 'chemin', 'niveau'],
    populate: {
      parent: {
        fields: ['titre', 'slug', 'chemin', 'niveau'],
      },
    },
  },
  enfants: {
    fields: ['titre', 'slug', 'chemin', 'niveau', 'resume', 'ordre'],
    sort: ['ordre:asc', 'titre:asc'],
  },
});
