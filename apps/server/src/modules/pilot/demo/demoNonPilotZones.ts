/**
 * Demo zones of the non-pilot menu (182's province children 183–186): one per province, so that the
 * card list has something to show. They have no deal name, so they are not pins of the map. Pins
 * are the DataV seats of government, as for the pilot zones (../reference/SOURCES.md).
 */
export const demoNonPilotZones = [
  {
    name: '雅安市',
    category: 183,
    province: '51',
    prefecture: '5118',
    lng: 103.001033,
    lat: 29.987722,
    img: '/uploads/demo/content/scene-forest.jpg',
    zoneDesc:
      '<p>雅安市地处四川盆地西缘，是大熊猫国家公园的重要组成部分，森林覆盖率高，雅安藏茶、蒙顶山茶久负盛名。</p>',
  },
  {
    name: '临夏州',
    category: 184,
    province: '62',
    prefecture: '6229',
    lng: 103.212006,
    lat: 35.599446,
    img: '/uploads/demo/content/scene-gorge.jpg',
    zoneDesc: '<p>临夏回族自治州位于黄河上游，太子山、莲花山林区是重要的水源涵养林，牛羊肉与花椒等特色农产品丰富。</p>',
  },
  {
    name: '海南州',
    category: 185,
    province: '63',
    prefecture: '6325',
    lng: 100.619542,
    lat: 36.280353,
    img: '/uploads/demo/content/scene-solar.jpg',
    zoneDesc: '<p>海南藏族自治州位于青海湖南岸，塔拉滩光伏园区以“板上发电、板下牧羊”的模式兼顾清洁能源与草原修复。</p>',
  },
  {
    name: '昌都市',
    category: 186,
    province: '54',
    prefecture: '5403',
    lng: 97.178452,
    lat: 31.136875,
    img: '/uploads/demo/content/scene-snow-mountain.jpg',
    zoneDesc: '<p>昌都市地处横断山区，金沙江、澜沧江、怒江三江并流，生物多样性丰富，松茸、核桃等林下产品闻名。</p>',
  },
];
