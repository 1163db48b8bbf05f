/**
 * Demo display products, six per prefecture zone, two of each display category (44 物质供给类,
 * 59 文化服务类, 80 调节服务类) with their child categories (docs/product.md §3), honours and seasons. Names and
 * texts are written for this project; the pictures are the demo scenery shipped in
 * assets/demo/content and assets/demo/trading.
 */
export interface DemoDisplayProduct {
  category: 44 | 59 | 80;
  name: string;
  types: number[];
  honours: number[];
  seasons: number[];
  image: string;
  desc: string;
}

const content = (file: string) => `/uploads/demo/content/${file}`;
const trading = (file: string) => `/uploads/demo/trading/${file}`;

const supply = (
  name: string,
  types: number[],
  honours: number[],
  seasons: number[],
  image: string,
  desc: string,
): DemoDisplayProduct => ({ category: 44, name, types, honours, seasons, image, desc });
const culture = (
  name: string,
  types: number[],
  honours: number[],
  image: string,
  desc: string,
): DemoDisplayProduct => ({
  category: 59,
  name,
  types,
  honours,
  seasons: [],
  image,
  desc,
});
const regulation = (name: string, types: number[], image: string, desc: string): DemoDisplayProduct => ({
  category: 80,
  name,
  types,
  honours: [],
  seasons: [],
  image,
  desc,
});

/** By the zone's short name (阿坝, 甘孜 …). */
export const demoDisplayProducts: Record<string, DemoDisplayProduct[]> = {
  阿坝: [
    supply(
      '若尔盖高原牦牛肉',
      [49],
      [55, 99],
      [95],
      content('scene-grassland.jpg'),
      '若尔盖草原自然放牧的牦牛，生长周期 4 年以上，肉质细嫩、脂肪含量低。',
    ),
    supply(
      '红原牦牛奶粉',
      [49],
      [52],
      [96],
      content('scene-flowers.jpg'),
      '红原县海拔 3500 米以上牧场的鲜牦牛奶，低温喷雾干燥工艺制成。',
    ),
    culture(
      '若尔盖花湖湿地生态游',
      [64],
      [71],
      content('scene-wetland.jpg'),
      '花湖是若尔盖湿地的核心景观，夏季水鸟成群，木栈道穿行于高原沼泽之间。',
    ),
    culture(
      '阿坝县藏族刺绣文创',
      [62],
      [75],
      content('scene-night.jpg'),
      '以阿坝藏族传统刺绣纹样为元素设计的手包、围巾等文创产品，由当地绣娘手工制作。',
    ),
    regulation(
      '若尔盖湿地泥炭碳汇项目',
      [86],
      content('banner-forest-carbon.jpg'),
      '依托退化湿地修复与泥炭地保护形成的碳减排量，已完成基线调查与监测方案设计。',
    ),
    regulation(
      '红原县草原水源涵养取水权',
      [85],
      trading('water-1.jpg'),
      '白河流域水源涵养区的取水权指标，用于下游生态补偿与农业灌溉。',
    ),
  ],
  甘孜: [
    supply(
      '雅江松茸',
      [48],
      [55, 52],
      [93],
      content('scene-forest.jpg'),
      '雅江县原始林下自然生长的野生松茸，当日采摘、冷链直发。',
    ),
    supply(
      '理塘牦牛酸奶',
      [49],
      [54],
      [96],
      content('scene-grassland.jpg'),
      '理塘毛垭大草原的牦牛鲜奶发酵制成，口感醇厚。',
    ),
    culture(
      '稻城亚丁自然生态游',
      [64],
      [70],
      content('scene-snow-mountain.jpg'),
      '三座神山、牛奶海与五色海构成的高原生态景区，秋季彩林尤为壮美。',
    ),
    culture('色达藏式民宿', [65], [78], content('scene-night.jpg'), '依山而建的藏式民宿，提供牧区生活体验与星空观测。'),
    regulation(
      '甘孜州森林经营碳汇项目',
      [86],
      trading('sink-1.jpg'),
      '对雅砻江流域集体林开展森林经营，提升林分质量形成的碳汇量。',
    ),
    regulation(
      '石渠县集体林地林权',
      [82],
      trading('rights-1.jpg'),
      '石渠县长江源区集体林地的经营权流转，用于生态修复与林下经济。',
    ),
  ],
  凉山: [
    supply(
      '盐源苹果',
      [47],
      [55, 53],
      [94],
      content('scene-flowers.jpg'),
      '盐源盆地高海拔、强光照条件下种植的苹果，糖度高、果肉脆甜。',
    ),
    supply(
      '木里野生菌',
      [48],
      [152],
      [93],
      content('scene-forest.jpg'),
      '木里林区采集的牛肝菌、鸡枞等野生食用菌，经清洗分级后冷链销售。',
    ),
    culture(
      '泸沽湖摩梭民俗康养游',
      [63],
      [71],
      content('scene-lake.jpg'),
      '泸沽湖畔的康养度假与摩梭民俗体验，湖水清澈、气候温和。',
    ),
    culture(
      '彝族漆器文创',
      [62],
      [74],
      content('scene-gorge.jpg'),
      '以彝族漆器传统工艺制作的餐具与饰品，红黄黑三色图案古朴鲜明。',
    ),
    regulation(
      '木里县林业碳汇项目',
      [86],
      trading('sink-2.jpg'),
      '木里县天然林保护与人工造林形成的林业碳汇，监测期 20 年。',
    ),
    regulation(
      '安宁河流域排污权指标',
      [87],
      trading('discharge-1.jpg'),
      '安宁河流域工业园区化学需氧量排污权富余指标。',
    ),
  ],
  甘南: [
    supply(
      '玛曲欧拉羊肉',
      [49],
      [55, 52],
      [94],
      content('scene-grassland.jpg'),
      '黄河首曲草原放牧的欧拉羊，体型高大、肉质鲜美无膻味。',
    ),
    supply(
      '碌曲蕨麻',
      [47],
      [57],
      [94, 95],
      content('scene-flowers.jpg'),
      '碌曲高寒草甸采挖的蕨麻（人参果），可煮粥或制作甜点。',
    ),
    culture(
      '夏河桑科草原旅游',
      [64],
      [71],
      content('scene-grassland.jpg'),
      '桑科草原夏季牧场风光与骑马、帐篷露营体验。',
    ),
    culture('甘南藏族唐卡文创', [62], [75], content('scene-night.jpg'), '甘南藏族唐卡画师创作的小幅唐卡与衍生文创。'),
    regulation(
      '黄河首曲湿地水权',
      [85],
      trading('water-2.jpg'),
      '玛曲黄河首曲湿地保护形成的水源涵养量对应的水权交易指标。',
    ),
    regulation('甘南草原碳汇项目', [86], content('banner-grassland.jpg'), '退化草原修复与禁牧轮牧形成的草原碳汇量。'),
  ],
  玉树: [
    supply(
      '囊谦黑青稞',
      [47],
      [52],
      [94],
      content('scene-flowers.jpg'),
      '囊谦县澜沧江河谷种植的黑青稞，富含花青素与膳食纤维。',
    ),
    supply(
      '玉树牦牛肉干',
      [49],
      [55],
      [96],
      content('scene-grassland.jpg'),
      '三江源牧区牦牛肉风干制成，保留高原牦牛肉的原汁原味。',
    ),
    culture(
      '三江源国家公园生态体验',
      [64],
      [76],
      content('banner-sanjiangyuan.jpg'),
      '在生态管护员带领下走进长江源、澜沧江源，观察藏羚羊与雪豹栖息地。',
    ),
    culture(
      '玉树康巴民宿',
      [65],
      [78],
      content('scene-snow-mountain.jpg'),
      '结古镇康巴风格民宿，提供藏餐与民族歌舞体验。',
    ),
    regulation(
      '治多县草原碳汇项目',
      [86],
      content('banner-grassland.jpg'),
      '长江源区草原生态保护修复形成的碳汇量，已完成项目设计文件编制。',
    ),
    regulation('杂多县澜沧江源水权', [85], trading('water-1.jpg'), '澜沧江源头水源涵养区的水权指标。'),
  ],
  果洛: [
    supply(
      '果洛雪域牦牛乳',
      [49],
      [52, 154],
      [96],
      content('scene-grassland.jpg'),
      '玛沁县牧区牦牛鲜乳，经巴氏杀菌冷链配送。',
    ),
    supply(
      '玛可河林区蘑菇',
      [48],
      [152],
      [93],
      content('scene-forest.jpg'),
      '久治县玛可河原始林区林下采集的野生蘑菇。',
    ),
    culture('阿尼玛卿雪山生态游', [64], [71], content('scene-snow-mountain.jpg'), '环阿尼玛卿雪山转山徒步与冰川观光。'),
    culture(
      '年保玉则森林人家',
      [66],
      [73],
      content('scene-lake.jpg'),
      '年保玉则景区周边的森林人家，提供林下休闲与藏家餐饮。',
    ),
    regulation('玛可河林业碳汇项目', [86], trading('sink-1.jpg'), '玛可河林区天然林保护与抚育形成的碳汇量。'),
    regulation('玛多县黄河源取水权', [85], trading('water-2.jpg'), '黄河源头“千湖之县”水源涵养形成的取水权指标。'),
  ],
  黄南: [
    supply(
      '泽库有机牦牛肉',
      [49],
      [52, 55],
      [95],
      content('scene-grassland.jpg'),
      '泽库县有机认证草场放牧的牦牛，全程可追溯。',
    ),
    supply('河南县欧拉羊', [49], [57], [94], content('scene-flowers.jpg'), '河南蒙古族自治县草原放牧的欧拉型藏羊。'),
    culture(
      '热贡艺术唐卡',
      [62],
      [74],
      content('scene-night.jpg'),
      '同仁热贡艺术传承人手绘唐卡，国家级非物质文化遗产。',
    ),
    culture('坎布拉国家森林公园游', [64], [71], content('scene-gorge.jpg'), '丹霞地貌与李家峡库区相映的森林公园观光。'),
    regulation(
      '黄南州草原碳汇项目',
      [86],
      content('banner-grassland.jpg'),
      '泽库县草畜平衡与退化草地治理形成的碳汇量。',
    ),
    regulation('黄南州光伏用能权指标', [88], content('scene-solar.jpg'), '清洁能源替代形成的用能权富余指标。'),
  ],
  那曲: [
    supply(
      '那曲冬虫夏草',
      [48],
      [55],
      [92, 93],
      content('scene-grassland.jpg'),
      '那曲高寒草甸规范采集的冬虫夏草，按规格分级。',
    ),
    supply('安多牦牛肉', [49], [57], [95], content('scene-snow-mountain.jpg'), '唐古拉山南麓安多县牧区的牦牛肉。'),
    culture('羌塘高原生态游', [64], [76], content('scene-lake.jpg'), '纳木错北岸与羌塘草原的高原湖泊与野生动物观光。'),
    culture(
      '那曲赛马节民俗体验',
      [63],
      [75],
      content('scene-night.jpg'),
      '每年夏季的羌塘恰青赛马节，展示藏北牧区民俗文化。',
    ),
    regulation('那曲高寒草原碳汇项目', [86], content('banner-grassland.jpg'), '藏北高寒草原禁牧与补播形成的碳汇量。'),
    regulation('那曲市其他生态权益', [89], content('scene-desert.jpg'), '高寒沙化土地治理形成的生态修复权益。'),
  ],
};
