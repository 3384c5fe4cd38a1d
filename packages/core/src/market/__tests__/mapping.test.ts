import { areaMapper } from '../mapping';
import { demoMapping, DEMO_AREAS } from '../demo-areas';

describe('DLD area mapping', () => {
  const mapper = areaMapper([
    { dldArea: 'Marsa Dubai', area: 'dubai-marina' },
    { dldArea: 'Marsa Dubai', masterProject: 'Jumeirah Beach Residence', area: 'jumeirah-beach-residence' },
    { dldArea: 'Al Barsha South Fourth', area: 'jumeirah-village-circle' },
  ]);

  it('takes the entry of the area and master project first, else the area’s own', () => {
    expect(mapper.find('Marsa Dubai', 'Jumeirah Beach Residence')).toBe('jumeirah-beach-residence');
    expect(mapper.find('Marsa Dubai', 'Dubai Marina')).toBe('dubai-marina');
    expect(mapper.find('Marsa Dubai', '')).toBe('dubai-marina');
  });

  it('ignores case and repeated spaces, and maps nothing it does not know', () => {
    expect(mapper.find('AL BARSHA  SOUTH FOURTH', '')).toBe('jumeirah-village-circle');
    expect(mapper.find('Al Warqa’a First', '')).toBeNull();
  });

  it('reports a DLD area mapped to two site areas, keeping the first', () => {
    const twice = areaMapper([
      { dldArea: 'Burj Khalifa', area: 'downtown-dubai' },
      { dldArea: 'burj khalifa', area: 'business-bay' },
    ]);
    expect(twice.find('Burj Khalifa', '')).toBe('downtown-dubai');
    expect(twice.problems).toEqual([
      '"burj khalifa" is mapped to both downtown-dubai and business-bay; downtown-dubai is used',
    ]);
  });

  it('maps every demo area, with no DLD area said twice', () => {
    const demo = areaMapper(demoMapping());
    expect(demo.problems).toEqual([]);
    expect(new Set(demoMapping().map((m) => m.area)).size).toBe(DEMO_AREAS.length);
    expect(demo.find('Marsa Dubai', '')).toBe('dubai-marina');
    expect(demo.find('Al Barsha South Fourth', '')).toBe('jumeirah-village-circle');
  });
});
