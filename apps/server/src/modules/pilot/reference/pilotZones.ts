/**
 * The eight prefecture zones of the river-source map and the 21 pilot counties of the province-level
 * view (docs/pilot.md). Codes are the national division codes; pins are each seat of government as
 * the DataV boundary data gives it (GCJ-02), see SOURCES.md next to this file. `shortName` is the
 * prefecture as recorded deals name it.
 */
export interface PilotZoneSeed {
  name: string;
  shortName: string;
  province: string;
  prefecture: string;
  lng: number;
  lat: number;
  img: string;
  zoneDesc: string;
  counties: string[];
}

export interface PilotCountySeed {
  code: string;
  name: string;
  lng: number;
  lat: number;
}

const picture = (file: string) => `/uploads/demo/content/${file}`;

export const pilotZoneSeeds: PilotZoneSeed[] = [
  {
    name: '阿坝州',
    shortName: '阿坝',
    province: '51',
    prefecture: '5132',
    lng: 102.221374,
    lat: 31.899792,
    img: picture('scene-wetland.jpg'),
    zoneDesc:
      '<p>阿坝藏族羌族自治州地处青藏高原东南缘，是黄河与长江上游的重要水源涵养区。若尔盖湿地是我国最大的高原泥炭沼泽湿地，红原、阿坝的高寒草甸孕育了牦牛、藏羊等优质畜产品。</p><p>专区以湿地保护、草原生态修复和林业碳汇为重点，探索牦牛肉、青稞、高原中药材等物质供给类产品与生态旅游的价值实现路径。</p>',
    counties: ['513232', '513233', '513231'],
  },
  {
    name: '甘孜州',
    shortName: '甘孜',
    province: '51',
    prefecture: '5133',
    lng: 101.963815,
    lat: 30.050663,
    img: picture('scene-snow-mountain.jpg'),
    zoneDesc:
      '<p>甘孜藏族自治州位于川西高原，金沙江、雅砻江、大渡河纵贯全境，石渠县是长江上游的重要水源地。州内水能、森林与草地资源丰富，稻城亚丁、海螺沟等景区闻名中外。</p><p>专区重点推进清洁能源、森林碳汇与生态文化旅游的融合发展，培育松茸、牦牛乳制品、藏香猪等高原特色品牌。</p>',
    counties: ['513332', '513333', '513334', '513337'],
  },
  {
    name: '凉山州',
    shortName: '凉山',
    province: '51',
    prefecture: '5134',
    lng: 102.258746,
    lat: 27.886762,
    img: picture('scene-forest.jpg'),
    zoneDesc:
      '<p>凉山彝族自治州位于四川西南部，地处金沙江、雅砻江、安宁河流域，森林覆盖率高，木里县是全国重点林区之一。光热资源充足，苦荞、花椒、石榴等特色农产品品质优良。</p><p>专区以林权流转、林下经济和生态农业为抓手，推动彝族文化与康养旅游的生态产品价值转化。</p>',
    counties: ['513422', '513423'],
  },
  {
    name: '甘南州',
    shortName: '甘南',
    province: '62',
    prefecture: '6230',
    lng: 102.911008,
    lat: 34.986354,
    img: picture('scene-grassland.jpg'),
    zoneDesc:
      '<p>甘南藏族自治州位于青藏高原东北边缘，玛曲县境内的黄河首曲湿地是黄河上游重要的水源补给区，被誉为“黄河蓄水池”。州内草原广阔，碌曲、夏河等地畜牧业发达。</p><p>专区聚焦草原生态保护补偿、黄河水源涵养和生态畜牧业，培育蕨麻猪、牦牛肉、藏羊等绿色有机产品与甘南草原旅游品牌。</p>',
    counties: ['623025', '623026', '623027'],
  },
  {
    name: '玉树州',
    shortName: '玉树',
    province: '63',
    prefecture: '6327',
    lng: 97.008522,
    lat: 33.004049,
    img: picture('banner-sanjiangyuan.jpg'),
    zoneDesc:
      '<p>玉树藏族自治州是长江、黄河、澜沧江的发源地，三江源国家公园的主体部分位于州内，曲麻莱、治多、杂多三县分别是黄河源、长江源、澜沧江源所在地。</p><p>专区以国家公园生态保护为前提，探索生态管护、冬虫夏草规范采集、牦牛产业与生态体验的可持续发展模式。</p>',
    counties: ['632726', '632724', '632722'],
  },
  {
    name: '果洛州',
    shortName: '果洛',
    province: '63',
    prefecture: '6326',
    lng: 100.242143,
    lat: 34.4736,
    img: picture('scene-lake.jpg'),
    zoneDesc:
      '<p>果洛藏族自治州地处三江源腹地，玛多县是“千湖之县”、黄河源头第一县，阿尼玛卿雪山和年保玉则是重要的生态地标，久治县的玛可河林区是青海最大的原始森林之一。</p><p>专区重点开展草原碳汇、林业碳汇与水源涵养价值核算，打造雪域牦牛、黑枸杞等高原生态品牌。</p>',
    counties: ['632626', '632621', '632625'],
  },
  {
    name: '黄南州',
    shortName: '黄南',
    province: '63',
    prefecture: '6323',
    lng: 102.019988,
    lat: 35.517744,
    img: picture('scene-flowers.jpg'),
    zoneDesc:
      '<p>黄南藏族自治州位于青海东南部、黄河上游，泽库县和河南蒙古族自治县草场辽阔，是欧拉羊、雪多牦牛等优良畜种的原产地；同仁热贡艺术是国家级非物质文化遗产。</p><p>专区以有机畜牧业和热贡文化为特色，推动草畜平衡、生态畜牧产品认证与文化创意产品发展。</p>',
    counties: ['632323', '632324'],
  },
  {
    name: '那曲市',
    shortName: '那曲',
    province: '54',
    prefecture: '5406',
    lng: 92.060214,
    lat: 31.476004,
    img: picture('scene-night.jpg'),
    zoneDesc:
      '<p>那曲市位于西藏北部、唐古拉山南麓，是长江、怒江等大江大河的源头区域之一，安多县境内的唐古拉山是长江源区的重要分水岭。高寒草原与湖泊湿地广布，羌塘高原生态地位突出。</p><p>专区以高寒草原保护、牦牛与藏系绵羊生态养殖和藏北高原生态旅游为重点，探索极高海拔地区的生态产品价值实现。</p>',
    counties: ['540624'],
  },
];

/** The 21 pilot counties: the river-source counties of the eight zones. */
export const pilotCountySeeds: PilotCountySeed[] = [
  { code: '513232', name: '若尔盖县', lng: 102.963726, lat: 33.575934 },
  { code: '513233', name: '红原县', lng: 102.544906, lat: 32.793902 },
  { code: '513231', name: '阿坝县', lng: 101.700985, lat: 32.904223 },
  { code: '513332', name: '石渠县', lng: 98.100887, lat: 32.975302 },
  { code: '513333', name: '色达县', lng: 100.331657, lat: 32.268777 },
  { code: '513334', name: '理塘县', lng: 100.269862, lat: 29.991807 },
  { code: '513337', name: '稻城县', lng: 100.296689, lat: 29.037544 },
  { code: '513422', name: '木里藏族自治县', lng: 101.280184, lat: 27.926859 },
  { code: '513423', name: '盐源县', lng: 101.508909, lat: 27.423415 },
  { code: '623025', name: '玛曲县', lng: 102.075767, lat: 33.998068 },
  { code: '623026', name: '碌曲县', lng: 102.488495, lat: 34.589591 },
  { code: '623027', name: '夏河县', lng: 102.520743, lat: 35.200853 },
  { code: '632726', name: '曲麻莱县', lng: 95.800674, lat: 34.12654 },
  { code: '632724', name: '治多县', lng: 95.616843, lat: 33.852322 },
  { code: '632722', name: '杂多县', lng: 95.293423, lat: 32.891886 },
  { code: '632626', name: '玛多县', lng: 98.211343, lat: 34.91528 },
  { code: '632621', name: '玛沁县', lng: 100.243531, lat: 34.473386 },
  { code: '632625', name: '久治县', lng: 101.484884, lat: 33.430217 },
  { code: '632323', name: '泽库县', lng: 101.469343, lat: 35.036842 },
  { code: '632324', name: '河南蒙古族自治县', lng: 101.611877, lat: 34.734522 },
  { code: '540624', name: '安多县', lng: 91.681879, lat: 32.260299 },
];
