/** Names of the demo company's 50 employees (first, last). */
export const DEMO_PEOPLE: [string, string][] = [
  ['Aroha', 'Ngata'], ['Liam', 'Walker'], ['Mere', 'Tane'], ['Oliver', 'Smith'], ['Ana', 'Fifita'],
  ['Jack', 'Wilson'], ['Hana', 'Kereama'], ['Noah', 'Brown'], ['Sione', 'Tupou'], ['Isla', 'Taylor'],
  ['Wiremu', 'Parata'], ['Charlotte', 'Jones'], ['Mia', 'Chen'], ['Leo', 'Patel'], ['Tama', 'Horomona'],
  ['Amelia', 'Williams'], ['Hunter', 'Thompson'], ['Ruby', 'Singh'], ['George', 'Anderson'], ['Kiri', 'Te Awa'],
  ['Lucas', 'Martin'], ['Olivia', 'Nguyen'], ['Mason', 'White'], ['Ella', 'Harris'], ['Finn', 'Clark'],
  ['Grace', 'Lewis'], ['Ari', 'Kumar'], ['Zoe', 'Robinson'], ['Nikau', 'Rangi'], ['Sophie', 'Young'],
  ['Ethan', 'King'], ['Ava', 'Wright'], ['Manaia', 'Paewai'], ['Lily', 'Scott'], ['Hugo', 'Green'],
  ['Freya', 'Baker'], ['Tai', 'Moana'], ['Chloe', 'Adams'], ['Max', 'Mitchell'], ['Aria', 'Campbell'],
  ['Rawiri', 'Pomare'], ['Harper', 'Roberts'], ['Eli', 'Turner'], ['Maia', 'Phillips'], ['Archie', 'Evans'],
  ['Ivy', 'Edwards'], ['Kauri', 'Ruatapu'], ['Emily', 'Collins'], ['Henry', 'Stewart'], ['Tia', 'Morris'],
];
