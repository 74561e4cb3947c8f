// Who buys from the bench shops and where they live: names and Malaysian places to draw from.

export const FIRST_NAMES = [
  'Aminah', 'Ahmad', 'Nur', 'Nurul', 'Siti', 'Muhammad', 'Farah', 'Hafiz', 'Aisyah', 'Zulkifli', 'Azlan', 'Faridah', 'Rohani', 'Ismail', 'Salmah',
  'Tan', 'Lim', 'Lee', 'Wong', 'Ong', 'Chong', 'Ng', 'Goh', 'Chan', 'Teo', 'Yap', 'Khoo', 'Low', 'Chin', 'Leong',
  'Priya', 'Kumar', 'Ravi', 'Devi', 'Suresh', 'Lakshmi', 'Arjun', 'Kavitha', 'Ganesh', 'Meena',
  'Grace', 'Daniel', 'Michelle', 'Jason', 'Rachel', 'Kelvin', 'Joanne', 'Melvin', 'Vanessa', 'Alvin',
] as const;
export const LAST_NAMES = [
  'Yusof', 'Abdullah', 'Ibrahim', 'Hassan', 'Ismail', 'Rahman', 'Osman', 'Hamid', 'Aziz', 'Salleh',
  'Wei Ming', 'Mei Ling', 'Kah Seng', 'Siew Lan', 'Chee Keong', 'Hui Min', 'Boon Huat', 'Pei Shan', 'Jun Hao', 'Xin Yi',
  'Subramaniam', 'Krishnan', 'Nair', 'Pillai', 'Rajan', 'Muthu', 'Raman', 'Gopal', 'Selvam', 'Naidu',
  'Tan', 'Lim', 'Wong', 'Fernandez', 'de Souza', 'Lee', 'Teh', 'Cheah', 'Loh', 'Foo',
] as const;

/** Where buyers live: state, a city, a postcode of it. */
export const PLACES = [
  ['SGR', 'Shah Alam', '40000'], ['SGR', 'Petaling Jaya', '46050'], ['SGR', 'Klang', '41200'], ['KUL', 'Kuala Lumpur', '50450'], ['KUL', 'Cheras', '56000'],
  ['JHR', 'Johor Bahru', '80000'], ['PNG', 'George Town', '10200'], ['PRK', 'Ipoh', '30450'], ['NSN', 'Seremban', '70000'], ['MLK', 'Melaka', '75000'],
  ['PHG', 'Kuantan', '25000'], ['KDH', 'Alor Setar', '05000'], ['KTN', 'Kota Bharu', '15000'], ['TRG', 'Kuala Terengganu', '20000'], ['PJY', 'Putrajaya', '62000'],
  ['SBH', 'Kota Kinabalu', '88000'], ['SWK', 'Kuching', '93000'], ['LBN', 'Labuan', '87000'], ['PLS', 'Kangar', '01000'],
] as const;
export const EAST = ['SBH', 'SWK', 'LBN'];
export const PENINSULAR = PLACES.map((p) => p[0]).filter((s, i, all) => !EAST.includes(s) && all.indexOf(s) === i);
