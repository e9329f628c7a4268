import type { Db } from '../database.ts';
import type { GazetteerAddress } from '../tables.ts';
import { fromExcluded } from './upsert.ts';

/*
 * The local address lookup used when no ADDRESS_API_KEY is configured: a small gazetteer in
 * Royal Mail (GB) and Eircode (IE) formats. GB postcodes are shared by several addresses and
 * carry the postcode centroid; every Irish address has its own Eircode and location.
 */

interface PostcodeGroup {
  postcode: string;
  town: string;
  county: string | null;
  locality: string | null;
  latitude: number;
  longitude: number;
  lines: string[];
}

const GB_GROUPS: PostcodeGroup[] = [
  {
    postcode: 'N1 2SD',
    town: 'London',
    county: null,
    locality: 'Islington',
    latitude: 51.5404,
    longitude: -0.0978,
    lines: ['112 Essex Road', '114 Essex Road', 'Flat 2, 118 Essex Road', '120 Essex Road'],
  },
  {
    postcode: 'SW4 7AB',
    town: 'London',
    county: null,
    locality: 'Clapham',
    latitude: 51.4647,
    longitude: -0.1418,
    lines: ['3 Rectory Grove', '5 Rectory Grove', '7 Rectory Grove', 'Flat 1, 9 Rectory Grove'],
  },
  {
    postcode: 'E8 3RL',
    town: 'London',
    county: null,
    locality: 'Hackney',
    latitude: 51.5463,
    longitude: -0.064,
    lines: ['22 Wilton Way', '24 Wilton Way', 'Flat B, 26 Wilton Way', '28 Wilton Way'],
  },
  {
    postcode: 'SE22 8JJ',
    town: 'London',
    county: null,
    locality: 'East Dulwich',
    latitude: 51.4578,
    longitude: -0.0735,
    lines: [
      '41 Crystal Palace Road',
      '43 Crystal Palace Road',
      '45 Crystal Palace Road',
      'Ground Floor Flat, 47 Crystal Palace Road',
    ],
  },
  {
    postcode: 'NW1 7HU',
    town: 'London',
    county: null,
    locality: 'Primrose Hill',
    latitude: 51.54,
    longitude: -0.1491,
    lines: [
      '10 Gloucester Avenue',
      '12 Gloucester Avenue',
      'Flat 3, 14 Gloucester Avenue',
      '16 Gloucester Avenue',
    ],
  },
  {
    postcode: 'M20 6RL',
    town: 'Manchester',
    county: null,
    locality: 'West Didsbury',
    latitude: 53.4262,
    longitude: -2.2403,
    lines: ['180 Burton Road', '182 Burton Road', '184 Burton Road', 'Flat 1, 186 Burton Road'],
  },
  {
    postcode: 'M4 1LA',
    town: 'Manchester',
    county: null,
    locality: null,
    latitude: 53.4843,
    longitude: -2.235,
    lines: [
      'Flat 4, 21 Tib Street',
      'Flat 5, 21 Tib Street',
      'Flat 6, 21 Tib Street',
      'Flat 7, 21 Tib Street',
    ],
  },
  {
    postcode: 'EH6 6QU',
    town: 'Edinburgh',
    county: null,
    locality: 'Leith',
    latitude: 55.9735,
    longitude: -3.168,
    lines: [
      'Flat 1F1, 41 Constitution Street',
      'Flat 1F2, 41 Constitution Street',
      'Flat 2F1, 41 Constitution Street',
      'Flat 3F1, 41 Constitution Street',
    ],
  },
  {
    postcode: 'EH10 6RH',
    town: 'Edinburgh',
    county: null,
    locality: 'Morningside',
    latitude: 55.927,
    longitude: -3.211,
    lines: [
      '5 Morningside Drive',
      '7 Morningside Drive',
      '9 Morningside Drive',
      '11 Morningside Drive',
    ],
  },
  {
    postcode: 'CF24 4PX',
    town: 'Cardiff',
    county: null,
    locality: 'Roath',
    latitude: 51.4945,
    longitude: -3.1653,
    lines: ['30 Arabella Street', '32 Arabella Street', '34 Arabella Street', '36 Arabella Street'],
  },
  {
    postcode: 'CF11 9DU',
    town: 'Cardiff',
    county: null,
    locality: 'Canton',
    latitude: 51.4837,
    longitude: -3.2012,
    lines: ['51 Llandaff Road', '53 Llandaff Road', 'Flat 2, 55 Llandaff Road', '57 Llandaff Road'],
  },
  {
    postcode: 'BT7 1JL',
    town: 'Belfast',
    county: 'County Antrim',
    locality: null,
    latitude: 54.5858,
    longitude: -5.933,
    lines: [
      '60 Botanic Avenue',
      '62 Botanic Avenue',
      'Apartment 1, 64 Botanic Avenue',
      '66 Botanic Avenue',
    ],
  },
  {
    postcode: 'BT9 6AQ',
    town: 'Belfast',
    county: 'County Antrim',
    locality: null,
    latitude: 54.58,
    longitude: -5.942,
    lines: ['21 Malone Avenue', '23 Malone Avenue', '25 Malone Avenue', '27 Malone Avenue'],
  },
  // Postcodes the product shows as examples (the demo customer's, our office's, the forms'
  // hints, the docs'): each must be found when a customer types it.
  {
    postcode: 'SW11 4NJ',
    town: 'London',
    county: null,
    locality: 'Battersea',
    latitude: 51.4706,
    longitude: -0.1641,
    lines: ['2 Lavender Hill', '4 Lavender Hill', 'Flat A, 6 Lavender Hill', '8 Lavender Hill'],
  },
  {
    postcode: 'SW1A 1AA',
    town: 'London',
    county: null,
    locality: 'Westminster',
    latitude: 51.501,
    longitude: -0.1416,
    lines: ['Buckingham Palace'],
  },
  {
    postcode: 'E16 2AA',
    town: 'London',
    county: null,
    locality: 'Silvertown',
    latitude: 51.5069,
    longitude: 0.0296,
    lines: [
      'Unit 2, Thameside Industrial Estate, Factory Road',
      'Unit 3, Thameside Industrial Estate, Factory Road',
      'Unit 4, Thameside Industrial Estate, Factory Road',
    ],
  },
  {
    postcode: 'LS1 4AP',
    town: 'Leeds',
    county: null,
    locality: null,
    latitude: 53.7965,
    longitude: -1.5478,
    lines: ['1 High Street', '3 High Street', 'Flat 2, 5 High Street', '7 High Street'],
  },
];

const IE_ADDRESSES: [
  line1: string,
  locality: string,
  area: number,
  eircode: string,
  lat: number,
  lng: number,
][] = [
  // The Eircode the forms give as their example.
  ['1 Merrion Square', 'Merrion', 2, 'D02 X285', 53.3398, -6.2492],
  ['14 Herbert Place', 'Ballsbridge', 2, 'D02 VX62', 53.3342, -6.2431],
  ['16 Herbert Place', 'Ballsbridge', 2, 'D02 AP61', 53.3341, -6.2428],
  ['Apartment 5, 20 Herbert Place', 'Ballsbridge', 2, 'D02 E3K8', 53.334, -6.2424],
  ['9 Shelbourne Road', 'Ballsbridge', 4, 'D04 T2K6', 53.3321, -6.2302],
  ['11 Shelbourne Road', 'Ballsbridge', 4, 'D04 H9W4', 53.3318, -6.2299],
  ['31 Leinster Road', 'Rathmines', 6, 'D06 C8F2', 53.3238, -6.2712],
  ['33 Leinster Road', 'Rathmines', 6, 'D06 R5N7', 53.3237, -6.2718],
  ['7 Francis Street', 'The Liberties', 8, 'D08 Y4PX', 53.3407, -6.2735],
  ['12 Meath Street', 'The Liberties', 8, 'D08 K7T3', 53.3412, -6.2762],
];

const compact = (postcode: string) => postcode.replace(/\s+/g, '');

export const GAZETTEER: GazetteerAddress[] = [
  ...GB_GROUPS.flatMap((group) =>
    group.lines.map((line1, index) => ({
      gazetteerAddressId: `GB-${compact(group.postcode)}-${index + 1}`,
      countryCode: 'GB',
      organisation: null,
      line1,
      line2: group.locality,
      town: group.town,
      county: group.county,
      postcode: group.postcode,
      latitude: group.latitude,
      longitude: group.longitude,
    })),
  ),
  ...IE_ADDRESSES.map(([line1, locality, area, eircode, latitude, longitude]) => ({
    gazetteerAddressId: `IE-${compact(eircode)}`,
    countryCode: 'IE',
    organisation: null,
    line1,
    line2: locality,
    town: `Dublin ${area}`,
    county: 'Co. Dublin',
    postcode: eircode,
    latitude,
    longitude,
  })),
];

export async function seedGazetteer(db: Db): Promise<void> {
  await db
    .insertInto('gazetteerAddresses')
    .values(GAZETTEER)
    .onConflict((oc) => oc.column('gazetteerAddressId').doUpdateSet(fromExcluded(GAZETTEER[0]!)))
    .execute();
}
