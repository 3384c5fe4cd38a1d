import { toAgent } from '../agent';
import { toTeam } from '../team';

describe('toAgent', () => {
  it.each([
    ['no node', null],
    ['no name', { phone: '504567890' }],
    ['a blank name', { firstname: ' ', lastname: '' }],
  ])('is null for %s', (_case, raw) => {
    expect(toAgent(raw)).toBeNull();
  });

  it('joins and trims the name, and reads the languages without empty entries', () => {
    expect(
      toAgent({
        firstname: 'Priya',
        lastname: 'Nair ',
        phone: '504567890',
        languages: { strapi_json_value: ['English', null, ''] },
      }),
    ).toEqual({
      name: 'Priya Nair',
      jobTitle: '',
      phone: '504567890',
      whatsapp: '',
      email: '',
      languages: ['English'],
      photo: null,
    });
  });

  it('is what the team section shows of a member, leaving out those without a name', () => {
    const members = [{ firstname: 'Omar' }, { lastname: '' }, { firstname: 'Lena', lastname: 'Kowalska' }];
    expect(toTeam(members).map((a) => a.name)).toEqual(['Omar', 'Lena Kowalska']);
  });
});
