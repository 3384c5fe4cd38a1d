/**
 * Which of the site's areas a DLD area is. The DLD names areas officially ("Marsa Dubai" is
 * Dubai Marina); a master project can tell apart communities that share one (Jumeirah
 * Beach Residence is in Marsa Dubai too). Editors keep the list in the CMS (DLD areas).
 */
export type AreaMappingEntry = {
  /** The DLD's `area_name_en`. */
  dldArea: string;
  /** The DLD's `master_project_en`, when only that project of the area is meant. */
  masterProject?: string | null;
  /** The site area's slug. */
  area: string;
};

export type AreaMapper = {
  /** The site area of a row's DLD area and master project, or null when none is mapped. */
  find(dldArea: string, masterProject: string): string | null;
  /** Entries that say two things for one DLD area (the first one counts). */
  problems: string[];
};

const key = (name: string) => name.trim().replace(/\s+/g, ' ').toLowerCase();

/**
 * Looks rows up in a mapping: an entry for the area and the row's master project first,
 * else the entry for the area as a whole.
 * @example areaMapper([{ dldArea: 'Marsa Dubai', area: 'dubai-marina' }]).find('MARSA DUBAI', '') // 'dubai-marina'
 */
export function areaMapper(entries: readonly AreaMappingEntry[]): AreaMapper {
  const byKey = new Map<string, string>();
  const problems: string[] = [];
  for (const entry of entries) {
    if (!entry.dldArea.trim() || !entry.area) continue;
    const project = entry.masterProject?.trim() ?? '';
    const k = `${key(entry.dldArea)}|${key(project)}`;
    const known = byKey.get(k);
    if (known !== undefined && known !== entry.area) {
      problems.push(
        `"${entry.dldArea}"${project ? ` (${project})` : ''} is mapped to both ${known} and ${entry.area}; ${known} is used`,
      );
      continue;
    }
    byKey.set(k, entry.area);
  }
  // The same DLD name is met on most rows: each looked up once.
  const memo = new Map<string, string | null>();
  return {
    problems,
    find(dldArea, masterProject) {
      const k = `${dldArea}|${masterProject}`;
      let found = memo.get(k);
      if (found === undefined) {
        const area = key(dldArea);
        found = byKey.get(`${area}|${key(masterProject)}`) ?? byKey.get(`${area}|`) ?? null;
        memo.set(k, found);
      }
      return found;
    },
  };
}
