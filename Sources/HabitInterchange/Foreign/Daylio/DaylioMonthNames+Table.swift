// The month names of every language in Foundation's locale data (CLDR), written by
// DaylioMonthTableTests with HABIT_UPDATE_GOLDEN=1. One line a language: its identifier, its name in
// English, the other words its dates write, then each month's names apart at `|`, the fields apart at tabs.

extension DaylioMonthNames {
  static let table = """
    af\tAfrikaans\t\tjan|januarie\tfeb|februarie\tmaart|mrt\tapr|april\tmei\tjun|junie\tjul|julie\taug|augustus\tsep|september\tokt|oktober\tnov|november\tdes|desember
    agq\tAghem\t\tndzɔ̀ŋɔ̀nùm|nùm\tkɨz|ndzɔ̀ŋɔ̀kɨ̀zùʔ\tndzɔ̀ŋɔ̀tɨ̀dʉ̀ghà|tɨd\tndzɔ̀ŋɔ̀tǎafʉ̄ghā|taa\tndzɔ̀ŋèsèe|see\tndzɔ̀ŋɔ̀nzùghò|nzu\tdum|ndzɔ̀ŋɔ̀dùmlo\tfɔe|ndzɔ̀ŋɔ̀kwîfɔ̀e\tdzu|ndzɔ̀ŋɔ̀tɨ̀fʉ̀ghàdzughù\tlɔm|ndzɔ̀ŋɔ̀ghǔuwelɔ̀m\tkaa|ndzɔ̀ŋɔ̀chwaʔàkaa wo\tfwo|ndzɔ̀ŋèfwòo
    ain\tAinu\t\tm01\tm02\tm03\tm04\tm05\tm06\tm07\tm08\tm09\tm10\tm11\tm12
    ak\tAkan\t\tɔpɛpɔn\tɔgyefoɔ\tɔbɛnem\toforisuo\tkɔtɔnimma\tayɛwohomumu\tkutawonsa\tɔsanaa\tɛbɔ\tahinime\tobubuo\tɔpɛnimma
    am\tAmharic\t\tጃን|ጃንዋሪ\tፌብ|ፌብሩዋሪ\tማርች\tኤፕሪ|ኤፕሪል\tሜይ\tጁን\tጁላይ\tኦገስ|ኦገስት\tሴፕቴ|ሴፕቴምበር\tኦክቶ|ኦክቶበር\tኖቬም|ኖቬምበር\tዲሴም|ዲሴምበር
    apw\tApache, Western\t\tm01\tm02\tm03\tm04\tm05\tm06\tm07\tm08\tm09\tm10\tm11\tm12
    ar\tArabic\t\tيناير\tفبراير\tمارس\tأبريل\tمايو\tيونيو\tيوليو\tأغسطس\tسبتمبر\tأكتوبر\tنوفمبر\tديسمبر
    arn\tMapuche\t\tm01\tm02\tm03\tm04\tm05\tm06\tm07\tm08\tm09\tm10\tm11\tm12
    as\tAssamese\t২৩\tজানু|জানুৱাৰী\tফেব্ৰু|ফেব্ৰুৱাৰী\tমাৰ্চ\tএপ্ৰিল\tমে’\tজুন\tজুলাই\tআগ|আগষ্ট\tছেপ্তে|ছেপ্তেম্বৰ\tঅক্টো|অক্টোবৰ\tনৱে|নৱেম্বৰ\tডিচে|ডিচেম্বৰ
    asa\tAsu\t\tjan|januari\tfeb|februari\tmac|machi\tapr|aprili\tmei\tjun|juni\tjul|julai\tago|agosti\tsep|septemba\tokt|oktoba\tnov|novemba\tdec|desemba
    ast\tAsturian\t\tde xineru|xin|xineru\tde febreru|feb|febreru\tde marzu|mar|marzu\tabr|abril|d’abril\tde mayu|may|mayu\tde xunu|xun|xunu\tde xunetu|xnt|xunetu\tago|agostu|d’agostu\tde setiembre|set|setiembre\td’ochobre|och|ochobre\tde payares|pay|payares\tavi|avientu|d’avientu
    az\tAzerbaijani\t\tyan|yanvar\tfev|fevral\tmar|mart\tapr|aprel\tmay\tiyn|iyun\tiyl|iyul\tavq|avqust\tsen|sentyabr\tokt|oktyabr\tnoy|noyabr\tdek|dekabr
    ba\tBashkir\t\tm01\tm02\tm03\tm04\tm05\tm06\tm07\tm08\tm09\tm10\tm11\tm12
    bas\tBasaa\t\tkɔn|kɔndɔŋ\tmac|màcɛ̂l\tmat|màtùmb\tmto|màtop\tmpu|m̀puyɛ\thil|hìlòndɛ̀\tnje|njèbà\thik|hìkaŋ\tdip|dìpɔ̀s\tbio|bìòôm\tmay|màyɛsèp\tliɓ|lìbuy li ńyèe
    be\tBelarusian\t\tсту|студзень|студзеня\tлют|лютага|люты\tсак|сакавік|сакавіка\tкра|красавік|красавіка\tмай|мая\tчэр|чэрвень|чэрвеня\tліп|ліпень|ліпеня\tжні|жнівень|жніўня\tвер|верасень|верасня\tкас|кастрычнік|кастрычніка\tліс|лістапад|лістапада\tсне|снежань|снежня
    bem\tBemba\t\tjan|januari\tfeb|februari\tmac|machi\tepr|epreo\tmei\tjun|juni\tjul|julai\toga|ogasti\tsep|septemba\tokt|oktoba\tnov|novemba\tdis|disemba
    ber\tAmazigh\t\tm01\tm02\tm03\tm04\tm05\tm06\tm07\tm08\tm09\tm10\tm11\tm12
    bez\tBena\tgwa kumi mwedzi pa\thut|pa mwedzi gwa hutala\tpa mwedzi gwa wuvili|vil\tdat|pa mwedzi gwa wudatu\tpa mwedzi gwa wutai|tai\than|pa mwedzi gwa wuhanu\tpa mwedzi gwa sita|sit\tpa mwedzi gwa saba|sab\tnan|pa mwedzi gwa nane\tpa mwedzi gwa tisa|tis\tkum|pa mwedzi gwa kumi\tkmj|pa mwedzi gwa kumi na moja\tkmb|pa mwedzi gwa kumi na mbili
    bg\tBulgarian\t\tяну|януари\tфев|февруари\tмарт\tапр|април\tмай\tюни\tюли\tавг|август\tсеп|септември\tокт|октомври\tное|ноември\tдек|декември
    bgc\tHaryanvi\t२३\tजनवरी\tफरवरी\tमार्च\tअप्रैल\tमई\tजून\tजुलाई\tअगस्त\tसितम्बर\tअक्टूबर\tनवम्बर\tदिसंबर
    bho\tBhojpuri\t२३\tजनवरी\tफरवरी\tमार्च\tअप्रैल\tमई\tजून\tजुलाई\tअगस्त\tसितम्बर\tअक्टूबर\tनवंबर\tदिसंबर
    blo\tAnii\tkaŋɔrɔ ɩjicimka\tkaw|ɩjikawǝrka kaŋɔrɔ\tkpa|ɩjikpaka kaŋɔrɔ\tarɛ́cika kaŋɔrɔ|ci\tnjɩbɔ nɖʊka kaŋɔrɔ|ɖʊ\tacafʊnɖuka kaŋɔrɔ|ɖu5\tanɔɔɖuka kaŋɔrɔ|ɖu6\talàlaka kaŋɔrɔ|la\tkǝu|ɩjikǝuka kaŋɔrɔ\tabofʊmka kaŋɔrɔ|fʊm\tcim|ɩjicimka kaŋɔrɔ\tacapomka kaŋɔrɔ|pom\tanɔɔbʊnka kaŋɔrɔ|bʊn
    bm\tBambara\t\tzan|zanwuye\tfeb|feburuye\tmar|marisi\tawi|awirili\tmɛ\tzuw|zuwɛn\tzul|zuluye\tuti\tsɛt|sɛtanburu\tɔku|ɔkutɔburu\tnow|nowanburu\tdes|desanburu
    bn\tBangla\t\tজানু|জানুয়ারী\tফেব|ফেব্রুয়ারী\tমার্চ\tএপ্রি|এপ্রিল\tমে\tজুন\tজুল|জুলাই\tআগ|আগস্ট\tসেপ|সেপ্টেম্বর\tঅক্টো|অক্টোবর\tনভে|নভেম্বর\tডিসে|ডিসেম্বর
    bo\tTibetan\tཟླ་བ་བཅུ་པའི་ཚེས་23\tཟླ་༡|ཟླ་བ་དང་པོ|ཟླ་བ་དང་པོ་\tཟླ་༢|ཟླ་བ་གཉིས་པ|ཟླ་བ་གཉིས་པ་\tཟླ་༣|ཟླ་བ་གསུམ་པ|ཟླ་བ་གསུམ་པ་\tཟླ་༤|ཟླ་བ་བཞི་པ|ཟླ་བ་བཞི་པ་\tཟླ་༥|ཟླ་བ་ལྔ་པ|ཟླ་བ་ལྔ་པ་\tཟླ་༦|ཟླ་བ་དྲུག་པ|ཟླ་བ་དྲུག་པ་\tཟླ་༧|ཟླ་བ་བདུན་པ|ཟླ་བ་བདུན་པ་\tཟླ་༨|ཟླ་བ་བརྒྱད་པ|ཟླ་བ་བརྒྱད་པ་\tཟླ་༩|ཟླ་བ་དགུ་པ|ཟླ་བ་དགུ་པ་\tཟླ་༡༠|ཟླ་བ་བཅུ་པ|ཟླ་བ་བཅུ་པ་\tཟླ་༡༡|ཟླ་བ་བཅུ་གཅིག་པ|ཟླ་བ་བཅུ་གཅིག་པ་\tཟླ་༡༢|ཟླ་བ་བཅུ་གཉིས་པ|ཟླ་བ་བཅུ་གཉིས་པ་
    br\tBreton\t\tgen|genver\tcʼhwe|cʼhwevrer\tmeur|meurzh\tebr|ebrel\tmae\tmezh|mezheven\tgoue|gouere\teost\tgwen|gwengolo\there\tdu\tkerzu|kzu
    brx\tBodo\t\tजान|जानुवारी\tफेब|फेब्रूवारी\tमार्च\tएप्रि|एप्रिल\tमे\tजुन\tजुल|जुलाई\tआग|आगष्ट\tसेप|सेप्थेम्बर\tअक्ट’|अक्ट’बर\tनवे|नवेम्बर\tडिसे|डिसेम्बर
    bs\tBosnian\t\tjan|januar\tfeb|februar\tmar|mart\tapr|april\tmaj\tjun|juni\tjul|juli\taug|august\tsep|septembar\tokt|oktobar\tnov|novembar\tdec|decembar
    byn\tBlin\t\tልደት|ልደትሪ\tካብኽ|ካብኽብቲ\tክብላ\tፋጅኺ|ፋጅኺሪ\tክቢቅ|ክቢቅሪ\tም/ት|ምኪኤል ትጟኒሪ\tኰር|ኰርኩ\tማርያ|ማርያም ትሪ\tያኸኒ|ያኸኒ መሳቅለሪ\tመተሉ\tም/ም|ምኪኤል መሽወሪ\tተሕሳ|ተሕሳስሪ
    ca\tCatalan\t\tde gener|gen|gener\tde febrer|febr|febrer\tde març|març\tabr|abril|d’abril\tde maig|maig\tde juny|juny\tde juliol|jul|juliol\tag|agost|d’agost\tde setembre|set|setembre\td’octubre|oct|octubre\tde novembre|nov|novembre\tde desembre|des|desembre
    ccp\tChakma\t𑄸𑄹\t𑄎𑄚𑄪|𑄎𑄚𑄪𑄠𑄢𑄨\t𑄜𑄬𑄛𑄴|𑄜𑄬𑄛𑄴𑄝𑄳𑄢𑄪𑄠𑄢𑄨\t𑄟𑄢𑄴𑄌𑄧\t𑄃𑄬𑄛𑄳𑄢𑄨𑄣𑄴\t𑄟𑄬\t𑄎𑄪𑄚𑄴\t𑄎𑄪𑄣𑄭\t𑄃𑄉𑄧𑄌𑄴𑄑𑄴\t𑄥𑄬𑄛𑄴𑄑𑄬𑄟𑄴𑄝𑄧𑄢𑄴\t𑄃𑄧𑄇𑄴𑄑𑄬𑄝𑄧𑄢𑄴|𑄃𑄧𑄇𑄴𑄑𑄮𑄝𑄧𑄢𑄴\t𑄚𑄧𑄞𑄬𑄟𑄴𑄝𑄧𑄢𑄴\t𑄓𑄨𑄥𑄬𑄟𑄴𑄝𑄢𑄴|𑄓𑄨𑄥𑄬𑄟𑄴𑄝𑄧𑄢𑄴
    ce\tChechen\t\tянв|январь\tфев|февраль\tмар|март\tапр|апрель\tмай\tиюн|июнь\tиюл|июль\tавг|август\tсен|сентябрь\tокт|октябрь\tноя|ноябрь\tдек|декабрь
    ceb\tCebuano\t\tene|enero\tpeb|pebrero\tmar|marso\tabr|abril\tmay|mayo\thun|hunyo\thul|hulyo\tago|agosto\tsep|septyembre\tokt|oktubre\tnob|nobyembre\tdis|disyembre
    cgg\tChiga\t\tkbz|okwokubanza\tkbr|okwakabiri\tkst|okwakashatu\tkkn|okwakana\tktn|okwakataana\tkmk|okwamukaaga\tkms|okwamushanju\tkmn|okwamunaana\tkmw|okwamwenda\tkkm|okwaikumi\tknk|okwaikumi na kumwe\tknb|okwaikumi na ibiri
    cho\tChoctaw\t\tm01\tm02\tm03\tm04\tm05\tm06\tm07\tm08\tm09\tm10\tm11\tm12
    chr\tCherokee\t\tꭴꮓ|ꭴꮓꮈꮤꮕ\tꭷꭶ|ꭷꭶꮅ\tꭰꮕ|ꭰꮕᏹ\tꭷꮼ|ꭷꮼꮒ\tꭰꮒ|ꭰꮒꮝꭼꮨ\tꮥꭽ|ꮥꭽꮇᏹ\tꭻᏸ|ꭻᏸꮙꮒ\tꭶꮆ|ꭶꮆꮒ\tꮪꮅ|ꮪꮅꮝꮧ\tꮪꮒ|ꮪꮒꮕꮧ\tꮕꮣ|ꮕꮣꮥꮖ\tꭵꮝ|ꭵꮝꭹᏹ
    cic\tChickasaw\t\thashiʼ ammoʼnaʼ\thashiʼ atokloʼ\thashiʼ atochchíʼnaʼ\tiiplal\tmih\tchoon\tchoola\takaas\tsiptimpaʼ\taaktopaʼ\tnofimpaʼ\ttiisimpaʼ
    ckb\tKurdish, Sorani\tتشرینی ٢٣ یەکەم\tکانوونی دووەم\tشوبات\tئازار\tنیسان\tئایار\tحوزەیران\tتەمووز\tئاب\tئەیلوول\tتشرینی یەکەم\tتشرینی دووەم\tکانونی یەکەم
    co\tCorsican\t\tm01\tm02\tm03\tm04\tm05\tm06\tm07\tm08\tm09\tm10\tm11\tm12
    cs\tCzech\t\tled|leden|ledna\túno|únor|února\tbře|březen|března\tdub|duben|dubna\tkvě|květen|května\tčerven|června|čvn\tčervence|červenec|čvc\tsrp|srpen|srpna\tzář|září\tříj|říjen|října\tlis|listopad|listopadu\tpro|prosince|prosinec
    csw\tSwampy Cree\t\tᐅᒉᒥᑮᓯᑳᐏᐲᓯᒼ\tᐸᐚᐦᒐᑭᓇᓰᐢ\tᒥᑭᓯᐏᐲᓯᒼ\tᓂᐢᑭᐲᓯᒼ\tᐊᓃᑭᐲᓯᒼ\tᐚᐏᐲᓯᒼ\tᐹᐢᑲᐦᐋᐏᐲᓯᒼ\tᐅᐸᐦᐅᐏᐲᓯᒼ\tᓄᒌᑐᐏᐲᓯᒼ\tᐱᓈᐢᑯᐏᐲᓯᒼ\tᐋᕽᐘᑎᓄᐏᐲᓯᒼ\tᒪᑯᓭᑮᓭᑳᐏᐲᓯᒼ
    cv\tChuvash\t\tкӑр|кӑрлач\tнар|нарӑс\tпуш\tака\tҫу\tҫӗр|ҫӗртме\tутӑ\tҫур|ҫурла\tавӑн\tюпа\tчӳк\tраш|раштав
    cy\tWelsh\t\tion|ionawr\tchw|chwef|chwefror\tmaw|mawrth\tebr|ebrill\tmai\tmeh|mehefin\tgor|gorff|gorffennaf\tawst\tmedi\thyd|hydref\ttach|tachwedd\trhag|rhagfyr
    da\tDanish\t\tjan|januar\tfeb|februar\tmar|marts\tapr|april\tmaj\tjun|juni\tjul|juli\taug|august\tsep|september\tokt|oktober\tnov|november\tdec|december
    dav\tTaita\tghwa ikumi mori\timb|mori ghwa imbiri\tkaw|mori ghwa kawi\tkad|mori ghwa kadadu\tkan|mori ghwa kana\tkas|mori ghwa kasanu\tkar|mori ghwa karandadu\tmfu|mori ghwa mfungade\tmori ghwa wunyanya|wun\tike|mori ghwa ikenda\tiku|mori ghwa ikumi\timw|mori ghwa ikumi na imweri\tiwi|mori ghwa ikumi na iwi
    de\tGerman\t\tjan|januar\tfeb|februar\tmär|märz\tapr|april\tmai\tjun|juni\tjul|juli\taug|august\tsep|sept|september\tokt|oktober\tnov|november\tdez|dezember
    dje\tZarma\t\tžan|žanwiye\tfee|feewiriye\tmar|marsi\tawi|awiril\tme\tžuw|žuweŋ\tžuy|žuyye\tut\tsek|sektanbur\tokt|oktoobur\tnoo|noowanbur\tdee|deesanbur
    doi\tDogri\t\tजन|जनवरी\tफर|फरवरी\tमार्च\tअप्रैल\tमेई\tजून\tजुलाई\tअग|अगस्त\tसित|सितंबर\tअक्तू|अक्तूबर\tनव|नवंबर\tदिस|दिसंबर
    dsb\tLower Sorbian\t\tjan|januar|januara\tfeb|februar|februara\tměr|měrc|měrca\tapr|apryl|apryla\tmaj|maja\tjun|junij|junija\tjul|julij|julija\tawg|awgust|awgusta\tsep|september|septembra\tokt|oktober|oktobra\tnow|nowember|nowembra\tdec|december|decembra
    dua\tDuala\t\tdi|dimɔ́di\tŋgɔn|ŋgɔndɛ\tsɔŋ|sɔŋɛ\tdiɓ|diɓáɓá\temi|emiasele\tesɔ|esɔpɛsɔpɛ\tmad|madiɓɛ́díɓɛ́\tdiŋ|diŋgindi\tnyɛt|nyɛtɛki\tmay|mayésɛ́\ttin|tiníní\telá|eláŋgɛ́
    dv\tDhivehi\t\tm01\tm02\tm03\tm04\tm05\tm06\tm07\tm08\tm09\tm10\tm11\tm12
    dyo\tJola-Fonyi\t\tsa|sanvie\tfe|fébirie\tma|mars\tab|aburil\tme|mee\tsu|sueŋ\tsú|súuyee\tut\tse|settembar\tok|oktobar\tno|novembar\tde|disambar
    dz\tDzongkha\t༢༣\t༡|ཟླ་༡|ཟླ་དངཔ་|སྤྱི་ཟླ་དངཔ་\t༢|ཟླ་༢|ཟླ་གཉིས་པ་|སྤྱི་ཟླ་གཉིས་པ་\t༣|ཟླ་༣|ཟླ་གསུམ་པ་|སྤྱི་ཟླ་གསུམ་པ་\t༤|ཟླ་༤|ཟླ་བཞི་པ་|སྤྱི་ཟླ་བཞི་པ\t༥|ཟླ་༥|ཟླ་ལྔ་པ་|སྤྱི་ཟླ་ལྔ་པ་\t༦|ཟླ་༦|ཟླ་དྲུག་པ|སྤྱི་ཟླ་དྲུག་པ\t༧|ཟླ་༧|ཟླ་བདུན་པ་|སྤྱི་ཟླ་བདུན་པ་\t༨|ཟླ་༨|ཟླ་བརྒྱད་པ་|སྤྱི་ཟླ་བརྒྱད་པ་\t༩|ཟླ་༩|ཟླ་དགུ་པ་|སྤྱི་ཟླ་དགུ་པ་\t༡༠|ཟླ་༡༠|ཟླ་བཅུ་པ་|སྤྱི་ཟླ་བཅུ་པ་\t༡༡|ཟླ་༡༡|ཟླ་བཅུ་གཅིག་པ་|སྤྱི་ཟླ་བཅུ་གཅིག་པ་\t12|ཟླ་༡༢|ཟླ་བཅུ་གཉིས་པ་|སྤྱི་ཟླ་བཅུ་གཉིས་པ་
    ebu\tEmbu\tikũmi mweri wa\tmbe|mweri wa mbere\tkai|mweri wa kaĩri\tkat|mweri wa kathatũ\tkan|mweri wa kana\tgat|mweri wa gatano\tgan|mweri wa gatantatũ\tmug|mweri wa mũgwanja\tknn|mweri wa kanana\tken|mweri wa kenda\tiku|mweri wa ikũmi\timw|mweri wa ikũmi na ũmwe\tigi|mweri wa ikũmi na kaĩrĩ
    ee\tEwe\tlia\tdzove|dzv\tdzd|dzodze\tted|tedoxe\tafɔ|afɔfĩe\tdam|dame\tmas|masa\tsia|siamlɔm\tdea|deasiamime\tany|anyɔnyɔ\tkel|kele\tade|adeɛmekpɔxe\tdzm|dzome
    el\tGreek\t\tιαν|ιανουάριος|ιανουαρίου\tφεβ|φεβρουάριος|φεβρουαρίου\tμάρ|μάρτιος|μαρ|μαρτίου\tαπρ|απρίλιος|απριλίου\tμάι|μάιος|μαΐ|μαΐου\tιουν|ιουνίου|ιούν|ιούνιος\tιουλ|ιουλίου|ιούλ|ιούλιος\tαυγ|αυγούστου|αύγ|αύγουστος\tσεπ|σεπτέμβριος|σεπτεμβρίου\tοκτ|οκτωβρίου|οκτώβριος\tνοέ|νοέμβριος|νοε|νοεμβρίου\tδεκ|δεκέμβριος|δεκεμβρίου
    en\tEnglish\t\tjan|january\tfeb|february\tmar|march\tapr|april\tmay\tjun|june\tjul|july\taug|august\tsep|september\toct|october\tnov|november\tdec|december
    eo\tEsperanto\t\tjan|januaro\tfeb|februaro\tmar|marto\tapr|aprilo\tmaj|majo\tjun|junio\tjul|julio\taŭg|aŭgusto\tsep|septembro\tokt|oktobro\tnov|novembro\tdec|decembro
    es\tSpanish\tde\tene|enero\tfeb|febrero\tmar|marzo\tabr|abril\tmay|mayo\tjun|junio\tjul|julio\tago|agosto\tsept|septiembre\toct|octubre\tnov|noviembre\tdic|diciembre
    et\tEstonian\t\tjaan|jaanuar\tveebr|veebruar\tmärts\tapr|aprill\tmai\tjuuni\tjuuli\taug|august\tsept|september\tokt|oktoober\tnov|november\tdets|detsember
    eu\tBasque\t23(a) urriaren\turt|urtarrila\tots|otsaila\tmar|martxoa\tapi|apirila\tmai|maiatza\teka|ekaina\tuzt|uztaila\tabu|abuztua\tira|iraila\turr|urria\taza|azaroa\tabe|abendua
    ewo\tEwondo\tawóm ngɔn\tngo|ngɔn osú\tngb|ngɔn bɛ̌\tngl|ngɔn lála\tngn|ngɔn nyina\tngt|ngɔn tána\tngs|ngɔn saməna\tngz|ngɔn zamgbála\tngm|ngɔn mwom\tnge|ngɔn ebulú\tnga|ngɔn awóm\tngad|ngɔn awóm ai dziá\tngab|ngɔn awóm ai bɛ̌
    fa\tPersian\t۲۳\tژانویه|ژانویهٔ\tفوریه|فوریهٔ\tمارس\tآوریل\tمه|مهٔ\tژوئن\tژوئیه|ژوئیهٔ\tاوت\tسپتامبر\tاکتبر\tنوامبر\tدسامبر
    ff\tFula\t\tsii|siilo\tcol|colte\tmbo|mbooy\tsee|seeɗto\tduu|duujal\tkor|korse\tmor|morso\tjuk|juko\tsiilto|slt\tyar|yarkomaa\tjol|jolal\tbow|bowte
    fi\tFinnish\t\ttammi|tammikuu|tammikuuta\thelmi|helmikuu|helmikuuta\tmaalis|maaliskuu|maaliskuuta\thuhti|huhtikuu|huhtikuuta\ttouko|toukokuu|toukokuuta\tkesä|kesäkuu|kesäkuuta\theinä|heinäkuu|heinäkuuta\telo|elokuu|elokuuta\tsyys|syyskuu|syyskuuta\tloka|lokakuu|lokakuuta\tmarras|marraskuu|marraskuuta\tjoulu|joulukuu|joulukuuta
    fil\tFilipino\t\tene|enero\tpeb|pebrero\tmar|marso\tabr|abril\tmay|mayo\thun|hunyo\thul|hulyo\tago|agosto\tset|setyembre\tokt|oktubre\tnob|nobyembre\tdis|disyembre
    fo\tFaroese\t\tjan|januar\tfeb|februar\tmar|mars\tapr|apríl\tmai\tjun|juni\tjul|juli\taug|august\tsep|september\tokt|oktober\tnov|november\tdes|desember
    fr\tFrench\t\tjanv|janvier\tfévr|février\tmars\tavr|avril\tmai\tjuin\tjuil|juillet\taoût\tsept|septembre\toct|octobre\tnov|novembre\tdéc|décembre
    fur\tFriulian\tdi\tzen|zenâr\tfev|fevrâr\tmar|març\tavr|avrîl\tmai\tjug|jugn\tlui\tavo|avost\tset|setembar\totu|otubar\tnov|novembar\tdic|dicembar
    fy\tWestern Frisian\t\tjan|jannewaris\tfeb|febrewaris\tmaart|mrt\tapr|april\tmaaie|mai\tjun|juny\tjul|july\taug|augustus\tsep|septimber\tokt|oktober\tnov|novimber\tdes|desimber
    ga\tIrish\tdeireadh fómhair\tean|eanáir\tfeabh|feabhra\tmárta\taib|aibreán\tbeal|bealtaine\tmeith|meitheamh\tiúil\tlún|lúnasa\tmeán fómhair|mfómh\tdeireadh fómhair|dfómh\tsamh|samhain\tnoll|nollaig
    gaa\tGa\t\taha|aharabata\tofl|oflɔ\tots|otsokrikri\tabe|abeibe|abɛibe\tagb|agbiɛnaa\totu|otukwajan|otukwajaŋ\tmaa|maawɛ\tman|manyawale\tgbo\tant|antɔŋ\tale|alemle\tafu|afuabe
    gd\tScottish Gaelic\t23mh dhen dàmhair\tam faoilleach|dhen fhaoilleach|faoi\tan gearran|dhen ghearran|gearr\tam màrt|dhen mhàrt|màrt\tan giblean|dhen ghiblean|gibl\tan cèitean|cèit|dhen chèitean\tan t-ògmhios|dhen ògmhios|ògmh\tan t-iuchar|dhen iuchar|iuch\tan lùnastal|dhen lùnastal|lùna\tan t-sultain|dhen t-sultain|sult\tan dàmhair|dhen dàmhair|dàmh\tan t-samhain|dhen t-samhain|samh\tan dùbhlachd|dhen dùbhlachd|dùbh
    gez\tGeez\t\tጠሐረ\tከተተ\tመገበ\tአኀዘ\tግንባት\tሠንየ\tሐመለ\tነሐሰ\tከረመ\tጠቀመ\tኀደረ\tኀሠሠ
    gl\tGalician\tde\txan|xaneiro\tfeb|febreiro\tmar|marzo\tabr|abril\tmaio\txuño\txul|xullo\tago|agosto\tset|setembro\tout|outubro\tnov|novembro\tdec|decembro
    gn\tGuarani\t\tjasyteĩ\tjasykõi\tjasyapy\tjasyrundy\tjasypo\tjasypoteĩ\tjasypokõi\tjasypoapy\tjasyporundy\tjasypa\tjasypateĩ\tjasypakõi
    gsw\tSwiss German\t\tjan|januar\tfeb|februar\tmär|märz\tapr|april\tmai\tjun|juni\tjul|juli\taug|auguscht\tsep|septämber\tokt|oktoober\tnov|novämber\tdez|dezämber
    gu\tGujarati\t\tજાન્યુઆરી|જાન૰\tફેબ્રુઆરી|ફેબ૰\tમાર્ચ\tએપ્રિલ\tમે\tજૂન\tજુલાઈ\tઑગસ્ટ|ઑગ૰\tસપ્ટેમ્બર|સપ્ટ૰\tઑક્ટોબર|ઑક્ટ૰\tનવેમ્બર|નવ૰\tડિસેમ્બર|ડિસ૰
    guz\tGusii\t\tcan|chanuari\tfeb|feburari\tmac|machi\tapiriri|apr\tmei\tjun|juni\tchulai|cul\tagosti|agt\tsep|septemba\tokitoba|okt\tnob|nobemba\tdis|disemba
    gv\tManx\t\tj-guer|jerrey-geuree\tt-arree|toshiaght-arree\tmayrnt\taveril|avrril\tboaldyn\tm-souree|mean-souree\tj-souree|jerrey-souree\tluanistyn\tm-fouyir|mean-fouyir\tj-fouyir|jerrey-fouyir\tm-houney|mee houney\tm-nollick|mee ny nollick
    ha\tHausa\t\tjan|janairu\tfab|faburairu\tmar|maris\tafi|afirilu\tmay|mayu\tyun|yuni\tyul|yuli\tagu|agusta\tsat|satumba\tokt|oktoba\tnuw|nuwamba\tdis|disamba
    haw\tHawaiian\t\tian|ianuali\tpep|pepeluali\tmal|malaki\tʻap|ʻapelila\tmei\tiun|iune\tiul|iulai\tʻau|ʻaukake\tkep|kepakemapa\tʻok|ʻokakopa\tnow|nowemapa\tkek|kekemapa
    he\tHebrew\tבאוקטובר\tינואר|ינו׳\tפברואר|פבר׳\tמרץ\tאפריל|אפר׳\tמאי\tיוני\tיולי\tאוגוסט|אוג׳\tספטמבר|ספט׳\tאוקטובר|אוק׳\tנובמבר|נוב׳\tדצמבר|דצמ׳
    hi\tHindi\t\tजनवरी|जन॰\tफ़रवरी|फ़र॰\tमार्च\tअप्रैल\tमई\tजून\tजुलाई|जुल॰\tअगस्त|अग॰\tसितंबर|सित॰\tअक्तूबर|अक्तू॰\tनवंबर|नव॰\tदिसंबर|दिस॰
    hmn\tHmong\t\tm01\tm02\tm03\tm04\tm05\tm06\tm07\tm08\tm09\tm10\tm11\tm12
    hr\tCroatian\t\tsij|siječanj|siječnja\tvelj|veljača|veljače\tožu|ožujak|ožujka\ttra|travanj|travnja\tsvi|svibanj|svibnja\tlip|lipanj|lipnja\tsrp|srpanj|srpnja\tkol|kolovoz|kolovoza\truj|rujan|rujna\tlis|listopad|listopada\tstu|studeni|studenoga\tpro|prosinac|prosinca
    hsb\tUpper Sorbian\t\tjan|januar|januara\tfeb|februar|februara\tměr|měrc|měrca\tapr|apryl|apryla\tmej|meja|meje\tjun|junij|junija\tjul|julij|julija\tawg|awgust|awgusta\tsep|september|septembra\tokt|oktober|oktobra\tnow|nowember|nowembra\tdec|december|decembra
    hu\tHungarian\t\tjan|január\tfebr|február\tmárc|március\tápr|április\tmáj|május\tjún|június\tjúl|július\taug|augusztus\tszept|szeptember\tokt|október\tnov|november\tdec|december
    hy\tArmenian\t\tհնվ|հունվար|հունվարի\tփետրվար|փետրվարի|փտվ\tմարտ|մարտի|մրտ\tապր|ապրիլ|ապրիլի\tմայիս|մայիսի|մյս\tհնս|հունիս|հունիսի\tհլս|հուլիս|հուլիսի\tօգոստոս|օգոստոսի|օգս\tսեպ|սեպտեմբեր|սեպտեմբերի\tհոկ|հոկտեմբեր|հոկտեմբերի\tնոյ|նոյեմբեր|նոյեմբերի\tդեկ|դեկտեմբեր|դեկտեմբերի
    ia\tInterlingua\tde\tjan|januario\tfeb|februario\tmar|martio\tapr|april\tmai|maio\tjun|junio\tjul|julio\taug|augusto\tsep|septembre\toct|octobre\tnov|novembre\tdec|decembre
    id\tIndonesian\t\tjan|januari\tfeb|februari\tmar|maret\tapr|april\tmei\tjun|juni\tjul|juli\tagu|agustus\tsep|september\tokt|oktober\tnov|november\tdes|desember
    ie\tInterlingue\t\tjan|januar\tfebr|februar\tmar|marte\tapr|april\tmay\tjun|junio\tjulí\taug|august\tsept|septembre\toct|octobre\tnov|novembre\tdec|decembre
    ig\tIgbo\t\tjen|jenụwarị\tfeb|febrụwarị\tmaa|maachị\tepr|epreel\tmee\tjun|juu\tjul|julaị\tọgọ|ọgọọst\tsep|septemba\tọkt|ọktoba\tnov|novemba\tdis|disemba
    ii\tLiangshan Yi\t23ꑍ\tꋍꆪ\tꑍꆪ\tꌕꆪ\tꇖꆪ\tꉬꆪ\tꃘꆪ\tꏃꆪ\tꉆꆪ\tꈬꆪ\tꊰꆪ\tꊯꊪꆪ\tꊰꑋꆪ
    inh\tIngush\t\tm01\tm02\tm03\tm04\tm05\tm06\tm07\tm08\tm09\tm10\tm11\tm12
    io\tIdo\t\tm01\tm02\tm03\tm04\tm05\tm06\tm07\tm08\tm09\tm10\tm11\tm12
    is\tIcelandic\t\tjan|janúar\tfeb|febrúar\tmar|mars\tapr|apríl\tmaí\tjún|júní\tjúl|júlí\tágú|ágúst\tsep|september\tokt|október\tnóv|nóvember\tdes|desember
    it\tItalian\t\tgen|gennaio\tfeb|febbraio\tmar|marzo\tapr|aprile\tmag|maggio\tgiu|giugno\tlug|luglio\tago|agosto\tset|settembre\tott|ottobre\tnov|novembre\tdic|dicembre
    iu\tInuktitut\t\tᔭᓐᓄᐊᓕ\tᕕᕝᕗᐊᓕ\tᒫᑦᓯ\tᐊᐃᑉᐳᓗ\tᒪᐃ\tᔫᓂ\tᔪᓚᐃ\tᐊᐅᒡᒍᓯ\tᓯᑎᐱᕆ\tᐆᑦᑑᕝᕙ\tᓄᕕᐱᕆ\tᑎᓯᐱᕆ
    ja\tJapanese\t10月23日\t1月\t2月\t3月\t4月\t5月\t6月\t7月\t8月\t9月\t10月\t11月\t12月
    jbo\tLojban\t\tm01\tm02\tm03\tm04\tm05\tm06\tm07\tm08\tm09\tm10\tm11\tm12
    jgo\tNgomba\tnɛgɛ́m pɛsaŋ\tnduŋmbi saŋ\tpɛsaŋ pɛ́pá\tpɛsaŋ pɛ́tát\tpɛsaŋ pɛ́nɛ́kwa\tpɛsaŋ pataa\tpɛsaŋ pɛ́nɛ́ntúkú\tpɛsaŋ saambá\tpɛsaŋ pɛ́nɛ́fɔm\tpɛsaŋ pɛ́nɛ́pfúꞌú\tpɛsaŋ nɛgɛ́m\tpɛsaŋ ntsɔ̌pmɔ́\tpɛsaŋ ntsɔ̌ppá
    jmc\tMachame\t\tjan|januari\tfeb|februari\tmac|machi\tapr|aprilyi\tmei\tjun|junyi\tjul|julyai\tago|agusti\tsep|septemba\tokt|oktoba\tnov|novemba\tdes|desemba
    jv\tJavanese\t\tjan|januari\tfeb|februari\tmar|maret\tapr|april\tmei\tjun|juni\tjul|juli\tagt|agustus\tsep|september\tokt|oktober\tnov|november\tdes|desember
    ka\tGeorgian\t\tიან|იანვარი\tთებ|თებერვალი\tმარ|მარტი\tაპრ|აპრილი\tმაი|მაისი\tივნ|ივნისი\tივლ|ივლისი\tაგვ|აგვისტო\tსექ|სექტემბერი\tოქტ|ოქტომბერი\tნოე|ნოემბერი\tდეკ|დეკემბერი
    kab\tKabyle\t\tyen|yennayer\tfur|fuṛar\tmeɣ|meɣres\tyeb|yebrir\tmay|mayyu\tyun|yunyu\tyul|yulyu\tɣuc|ɣuct\tcte|ctembeṛ\ttub|tubeṛ\tnun|nunembeṛ\tduǧ|duǧembeṛ
    kaj\tJju\thywan swak\ta̱yr|hywan a̱yrnig\ta̱hw|hywan a̱hwa\ta̱ta|hywan a̱tat\ta̱na|hywan a̱naai\ta̱pf|hywan a̱pfwon\ta̱ki|hywan a̱kitat\ta̱ty|hywan a̱tyirin\ta̱ni|hywan a̱ninai\ta̱ku|hywan a̱kumviriyin\thywan swak|swa\thywan swak b’a̱yrnig|sby\thywan swak b’a̱hwa|sbh
    kam\tKamba\tmwai wa ĩkumi\tmbe|mwai wa mbee\tkel|mwai wa kelĩ\tktũ|mwai wa katatũ\tkan|mwai wa kana\tktn|mwai wa katano\tmwai wa thanthatũ|tha\tmoo|mwai wa muonza\tmwai wa nyaanya|nya\tknd|mwai wa kenda\tmwai wa ĩkumi|ĩku\tmwai wa ĩkumi na ĩmwe|ĩkm\tmwai wa ĩkumi na ilĩ|ĩkl
    kcg\tTyap\tswag zwat\tjuw|zwat juwung\tswi|zwat swiyang\ttsa|zwat tsat\tnya|zwat nyai\ttsw|zwat tswon\tata|zwat ataah\tana|zwat anatat\tari|zwat arinai\taku|zwat akubunyung\tswa|zwat swag\tman|zwat mangjuwang\tmas|zwat swag-ma-suyang
    kde\tMakonde\tmwedi na nnyano wa\tjan|mwedi ntandi\tfeb|mwedi wa pili\tmac|mwedi wa tatu\tapr|mwedi wa nchechi\tmei|mwedi wa nnyano\tjun|mwedi wa nnyano na umo\tjul|mwedi wa nnyano na mivili\tago|mwedi wa nnyano na mitatu\tmwedi wa nnyano na nchechi|sep\tmwedi wa nnyano na nnyano|okt\tmwedi wa nnyano na nnyano na u|nov\tdes|mwedi wa nnyano na nnyano na m
    kea\tKabuverdianu\tdi\tjan|janeru\tfeb|febreru\tmar|marsu\tabr|abril\tmai|maiu\tjun|junhu\tjul|julhu\tago|agostu\tset|setenbru\totu|otubru\tnuv|nuvenbru\tdiz|dizenbru
    kgp\tKaingang\tne\t1-kysã|1ky\t2-kysã|2ky\t3-kysã|3ky\t4-kysã|4ky\t5-kysã|5ky\t6-kysã|6ky\t7-kysã|7ky\t8-kysã|8ky\t9-kysã|9ky\t10-kysã|10ky\t11-kysã|11ky\t12-kysã|12ky
    khq\tKoyra Chiini\t\tžan|žanwiye\tfee|feewiriye\tmar|marsi\tawi|awiril\tme\tžuw|žuweŋ\tžuy|žuyye\tut\tsek|sektanbur\tokt|oktoobur\tnoo|noowanbur\tdee|deesanbur
    ki\tKikuyu\tikũmi mwere wa\tjen|njenuarĩ\tmwere wa kerĩ|wkr\tmwere wa gatatũ|wgt\tmwere wa kana|wkn\tmwere wa gatano|wtn\tmwere wa gatandatũ|wtd\tmwere wa mũgwanja|wmj\tmwere wa kanana|wnn\tmwere wa kenda|wkd\tmwere wa ikũmi|wik\tmwere wa ikũmi na ũmwe|wmw\tdit|ndithemba
    kk\tKazakh\t\tқаң|қаңтар\tақп|ақпан\tнау|наурыз\tсәу|сәуір\tмам|мамыр\tмау|маусым\tшіл|шілде\tтам|тамыз\tқыр|қыркүйек\tқаз|қазан\tқар|қараша\tжел|желтоқсан
    kkj\tKako\t\tpamba\twanja\tmbiyɔ mɛndoŋgɔ\tnyɔlɔmbɔŋgɔ\tmɔnɔ ŋgbanja\tnyaŋgwɛ ŋgbanja\tkuŋgwɛ\tfɛ\tnjapi\tnyukul\tm11\tɓulɓusɛ
    kl\tKalaallisut\t\tjan|januaari|januaarip\tfebr|februaari|februaarip\tmar|marsi|marsip\tapr|apriili|apriilip\tmaaji|maajip|maj\tjun|juuni|juunip\tjul|juuli|juulip\taggusti|aggustip|aug\tsept|septembari|septembarip\tokt|oktobari|oktobarip\tnov|novembari|novembarip\tdec|decembari|decembarip
    kln\tKalenjin\t\tmul|mulgul\tngat|ng’atyaato\tkiptaamo|taa\tiwo|iwootkuut\tmam|mamuut\tpaa|paagi\tnge|ng’eiyeet\troo|rooptui\tbur|bureet\tepe|epeeso\tkipsuunde ne taai|kpt\tkipsuunde nebo aeng’|kpa
    km\tKhmer\t\tមករា\tកុម្ភៈ\tមីនា\tមេសា\tឧសភា\tមិថុនា\tកក្កដា\tសីហា\tកញ្ញា\tតុលា\tវិច្ឆិកា\tធ្នូ
    kn\tKannada\t\tಜನ|ಜನವರಿ\tಫೆಬ್ರ|ಫೆಬ್ರವರಿ\tಮಾರ್ಚ್\tಏಪ್ರಿ|ಏಪ್ರಿಲ್\tಮೇ\tಜೂನ್\tಜುಲೈ\tಆಗ|ಆಗಸ್ಟ್\tಸೆಪ್ಟೆಂ|ಸೆಪ್ಟೆಂಬರ್\tಅಕ್ಟೋ|ಅಕ್ಟೋಬರ್\tನವೆಂ|ನವೆಂಬರ್\tಡಿಸೆಂ|ಡಿಸೆಂಬರ್
    ko\tKorean\t23일\t1월\t2월\t3월\t4월\t5월\t6월\t7월\t8월\t9월\t10월\t11월\t12월
    kok\tKonkani\t\tजाने|जानेवारी\tफेब्रु|फेब्रुवारी\tमार्च\tएप्री|एप्रील\tमे\tजून\tजुल|जुलय\tऑग|ऑगस्ट\tसप्टें|सप्टेंबर\tऑक्टो|ऑक्टोबर\tनो|नोव्हेंबर\tडिसे|डिसेंबर
    kpe\tKpelle\t\tm01\tm02\tm03\tm04\tm05\tm06\tm07\tm08\tm09\tm10\tm11\tm12
    ks\tKashmiri\t۲۳\tجنؤری\tفرؤری\tمارٕچ\tاپریل\tمئی\tجوٗن\tجوٗلایی|جُلَے\tاگست\tستمبر\tاکتوٗبر\tنومبر\tدسمبر|دَسَمبَر
    ksb\tShambala\t\tjan|januali\tfeb|febluali\tmac|machi\taplili|apr\tmei\tjun|juni\tjul|julai\tago|agosti\tsep|septemba\tokt|oktoba\tnov|novemba\tdes|desemba
    ksf\tBafia\takǝ ntɛk ŋwíí\tŋ1|ŋwíí a ntɔ́ntɔ\tŋ2|ŋwíí akǝ bɛ́ɛ\tŋ3|ŋwíí akǝ ráá\tŋ4|ŋwíí akǝ nin\tŋ5|ŋwíí akǝ táan\tŋ6|ŋwíí akǝ táafɔk\tŋ7|ŋwíí akǝ táabɛɛ\tŋ8|ŋwíí akǝ táaraa\tŋ9|ŋwíí akǝ táanin\tŋ10|ŋwíí akǝ ntɛk\tŋ11|ŋwíí akǝ ntɛk di bɔ́k\tŋ12|ŋwíí akǝ ntɛk di bɛ́ɛ
    ksh\tColognian\t\tjan|jannewa\tfäb|fäbrowa\tmäz|määz\tapr|aprell\tmai\tjun|juuni\tjul|juuli\touj|oujoß\tseptämber|säp\tokt|oktohber\tnov|novämber\tdez|dezämber
    ku\tKurdish\t23ê cotmehê\trbn|rêbendan\tsbt|sibat\tadar|adr\tnsn|nîsan\tgln|gulan\thezîran|hzr\ttrm|tîrmeh\ttbx|tebax\tîln|îlon\tcot|cotmeh\tmijdar|mjd\tberfanbar|brf
    kw\tCornish\thedra mis\tgen|mis genver\thwe|mis hwevrer\tmeu|mis meurth\tebr|mis ebrel\tme|mis me\tmet|mis metheven\tgor|mis gortheren\test|mis est\tgwn|mis gwynngala\thed|mis hedra\tdu|mis du\tkev|mis kevardhu
    kxv\tKuvi\tlenju\tpusu|pusu lenju\tmaha|maha lenju\tpagu|pagu lenju\thire|hire lenju\tbese|bese lenju\tjaṭṭa|jaṭṭa lenju\taasaḍi|aasaḍi lenju\tsrabĩ|srabĩ lenju\tbado|bado lenju\tdasara|dasara lenju\tdivi|divi lenju\tpande|pande lenju
    ky\tKyrgyz\t23-октябрь\tянв|январь\tфев|февраль\tмар|март\tапр|апрель\tмай\tиюн|июнь\tиюл|июль\tавг|август\tсен|сентябрь\tокт|октябрь\tноя|ноябрь\tдек|декабрь
    lag\tLangi\t\tfúngatɨ|kʉfúngatɨ\tkʉnaanɨ|naanɨ\tkeenda|kʉkeenda\tikúmi|kwiikumi\tinyambala|kwiinyambála\tidwaata|kwiidwaata\tkʉmʉʉnchɨ|mʉʉnchɨ\tkʉvɨɨrɨ|vɨɨrɨ\tkʉsaatʉ|saatʉ\tinyi|kwiinyi\tkʉsaano|saano\tkʉsasatʉ|sasatʉ
    lb\tLuxembourgish\t\tjan|januar\tfeb|februar\tmäe|mäerz\tabr|abrëll\tmee\tjun|juni\tjul|juli\taug|august\tsep|september\tokt|oktober\tnov|november\tdez|dezember
    lg\tGanda\t\tjan|janwaliyo\tfeb|febwaliyo\tmar|marisi\tapu|apuli\tmaa|maayi\tjuu|juuni\tjul|julaayi\tagu|agusito\tseb|sebuttemba\toki|okitobba\tnov|novemba\tdes|desemba
    lij\tLigurian\t\tde zenâ\tde frevâ\tde marso\td’arvî\tde mazzo\tde zugno\tde luggio\td’agosto\tde settembre\td’ottobre\tde novembre\tde dexembre
    lkt\tLakota\twí čhaŋwápe-kasná\twiótheȟika wí\tthiyóȟeyuŋka wí\tištáwičhayazaŋ wí\tpȟežítȟo wí\tčhaŋwápetȟo wí\twípazukȟa-wašté wí\tčhaŋpȟásapa wí\twasútȟuŋ wí\tčhaŋwápeǧi wí\tčhaŋwápe-kasná wí\twaníyetu wí\ttȟahékapšuŋ wí
    lmo\tLombard\t\tsginer\tfevrer\tmarz\tavril\tmasg\tsgiugn\tluj\tavost\tsetember\totover\tnovember\tdicember
    ln\tLingala\tsánzá ya zómi\tsánzá ya yambo|yan\tfbl|sánzá ya míbalé\tmsi|sánzá ya mísáto\tapl|sánzá ya mínei\tmai|sánzá ya mítáno\tsánzá ya motóbá|yun\tsánzá ya nsambo|yul\tagt|sánzá ya mwambe\tstb|sánzá ya libwa\tsánzá ya zómi|ɔtb\tnvb|sánzá ya zómi na mɔ̌kɔ́\tdsb|sánzá ya zómi na míbalé
    lo\tLao\t\tມ.ກ|ມັງກອນ\tກ.ພ|ກຸມພາ\tມ.ນ|ມີນາ\tມ.ສ|ເມສາ\tພ.ພ|ພຶດສະພາ\tມິ.ຖ|ມິຖຸນາ\tກ.ລ|ກໍລະກົດ\tສ.ຫ|ສິງຫາ\tກ.ຍ|ກັນຍາ\tຕ.ລ|ຕຸລາ\tພ.ຈ|ພະຈິກ\tທ.ວ|ທັນວາ
    lrc\tNorthern Luri\t۲۳\tجانڤیە\tفئڤریە\tمارس\tآڤریل\tمئی\tجوٙأن\tجوٙلا\tآگوست\tسئپتامر\tئوکتوڤر\tنوڤامر\tدئسامر
    lt\tLithuanian\td\tsaus|sausio|sausis\tvas|vasario|vasaris\tkov|kovas|kovo\tbal|balandis|balandžio\tgeg|gegužė|gegužės\tbirž|birželio|birželis\tliep|liepa|liepos\trugp|rugpjūtis|rugpjūčio\trugs|rugsėjis|rugsėjo\tspal|spalio|spalis\tlapkr|lapkritis|lapkričio\tgruod|gruodis|gruodžio
    lu\tLuba-Katanga\t\tcio|ciongo\tlui|lùishi\tlus|lusòlo\tmuu|mùuyà\tlum|lumùngùlù\tluf|lufuimi\tkab|kabàlàshìpù\tlush|lùshìkà\tlut|lutongolo\tlun|lungùdi\tkas|kaswèkèsè\tcis|ciswà
    luo\tLuo\tapar dwe mar\tdac|dwe mar achiel\tdar|dwe mar ariyo\tdad|dwe mar adek\tdan|dwe mar ang’wen\tdah|dwe mar abich\tdau|dwe mar auchiel\tdao|dwe mar abiriyo\tdab|dwe mar aboro\tdoc|dwe mar ochiko\tdap|dwe mar apar\tdgi|dwe mar gi achiel\tdag|dwe mar apar gi ariyo
    lut\tLushootseed\t\tm01\tm02\tm03\tm04\tm05\tm06\tm07\tm08\tm09\tm10\tm11\tm12
    luy\tLuyia\t\tjan|januari\tfeb|februari\tmachi|mar\tapr|aprili\tmei\tjun|juni\tjul|julai\tago|agosti\tsep|septemba\tokt|oktoba\tnov|novemba\tdes|desemba
    lv\tLatvian\t\tjanv|janvāris\tfebr|februāris\tmarts\tapr|aprīlis\tmaijs\tjūn|jūnijs\tjūl|jūlijs\taug|augusts\tsept|septembris\tokt|oktobris\tnov|novembris\tdec|decembris
    mai\tMaithili\t\tजनवरी|जन॰\tफरवरी|फर॰|फ़र॰\tमार्च\tअप्रैल\tमई\tजून\tजुलाई|जुल॰\tअगस्त|अग॰\tसितंबर|सित॰\tअक्टूबर|अक्तूबर|अक्तू॰\tनवंबर|नव॰\tदिसंबर|दिस॰
    mas\tMasai\t\tdal|oladalʉ́\tará|arát\tɔɛn|ɔɛnɨ́ɔɨŋɔk\tdoy|olodoyíóríê inkókúâ\tlép|oloilépūnyīē inkókúâ\tkújúɔrɔk|rok\tmórusásin|sás\tbɔ́r|ɔlɔ́ɨ́bɔ́rárɛ\tkús|kúshîn\tgís|olgísan\tpʉshʉ́ka|shʉ́\tntʉ́|ntʉ́ŋʉ́s
    mer\tMeru\t\tjan|januarĩ\tfeb|feburuarĩ\tmac|machi\tĩpu|ĩpurũ\tmĩĩ\tnju|njuni\tnjr|njuraĩ\taga|agasti\tseptemba|spt\tokt|oktũba\tnov|novemba\tdec|dicemba
    mfe\tMorisyen\t\tzan|zanvie\tfev|fevriye\tmar|mars\tavr|avril\tme\tzin\tzil|zilye\tout\tsep|septam\tokt|oktob\tnov|novam\tdes|desam
    mg\tMalagasy\t\tjan|janoary\tfeb|febroary\tmar|martsa\tapr|aprily\tmey\tjon|jona\tjol|jolay\taog|aogositra\tsep|septambra\tokt|oktobra\tnov|novambra\tdes|desambra
    mgh\tMakhuwa-Meetto\tkumi mweri wo\tkwa|mweri wo kwanza\tmweri wo unayeli|una\tmweri wo uneraru|rar\tche|mweri wo unecheshe\tmweri wo unethanu|tha\tmoc|mweri wo thanu na mocha\tmweri wo saba|sab\tmweri wo nane|nan\tmweri wo tisa|tis\tkum|mweri wo kumi\tmoj|mweri wo kumi na moja\tmweri wo kumi na yel’li|yel
    mgo\tMetaʼ\timəg tèsiʼe\timəg mbegtug|mbegtug\timeg àbùbì\timeg mbəŋchubi\timəg ngwə̀t\timəg fog\timəg ichiibɔd\timəg àdùmbə̀ŋ\timəg ichika\timəg kud\timəg tèsiʼe\timəg zò\timəg krizmed
    mi\tMāori\t\thān|hānuere\tpēp|pēpuere\tmāe|māehe\tāpe|āpereira|āperira\tmei\thun|hune\thūr|hūrae\tāku|ākuhata\thep|hepetema\toke|oketopa\tnoe|noema\ttīh|tīhema
    mic\tMi’kmaw\t\tm01\tm02\tm03\tm04\tm05\tm06\tm07\tm08\tm09\tm10\tm11\tm12
    mid\tMandaic\t\tm01\tm02\tm03\tm04\tm05\tm06\tm07\tm08\tm09\tm10\tm11\tm12
    mk\tMacedonian\t\tјан|јануари\tфев|февруари\tмар|март\tапр|април\tмај\tјун|јуни\tјул|јули\tавг|август\tсеп|септември\tокт|октомври\tное|ноември\tдек|декември
    ml\tMalayalam\t\tജനു|ജനുവരി\tഫെബ്രു|ഫെബ്രുവരി\tമാർ|മാർച്ച്\tഏപ്രി|ഏപ്രിൽ\tമേയ്\tജൂൺ\tജൂലൈ\tഓഗ|ഓഗസ്റ്റ്\tസെപ്റ്റം|സെപ്റ്റംബർ\tഒക്ടോ|ഒക്‌ടോബർ\tനവം|നവംബർ\tഡിസം|ഡിസംബർ
    mn\tMongolian\tаравдугаар сарын\t1-р сар|нэгдүгээр сар\t2-р сар|хоёрдугаар сар\t3-р сар|гуравдугаар сар\t4-р сар|дөрөвдүгээр сар\t5-р сар|тавдугаар сар\t6-р сар|зургаадугаар сар\t7-р сар|долоодугаар сар\t8-р сар|наймдугаар сар\t9-р сар|есдүгээр сар\t10-р сар|аравдугаар сар\t11-р сар|арван нэгдүгээр сар\t12-р сар|арван хоёрдугаар сар
    mni\tManipuri\t২৩\tজন|জনুৱারী|জানু|জানুৱারি\tফেব্রু|ফেব্রুৱারি\tমার|মার্চ\tএপ্রি|এপ্রিল\tমে\tজুন\tজুলা|জুলাই\tআগ|ওগ|ওগষ্ট|‌ওগষ্ট\tসেপ্ট|সেপ্টেম্বর\tওক্টো|ওক্টোবর\tনবেম্বর|নভে|নভেম্বর\tডিসে|ডিসেম্বর
    moh\tMohawk\t\tm01\tm02\tm03\tm04\tm05\tm06\tm07\tm08\tm09\tm10\tm11\tm12
    mr\tMarathi\t\tजाने|जानेवारी\tफेब्रु|फेब्रुवारी\tमार्च\tएप्रि|एप्रिल\tमे\tजून\tजुलै\tऑग|ऑगस्ट\tसप्टें|सप्टेंबर\tऑक्टो|ऑक्टोबर\tनोव्हें|नोव्हेंबर\tडिसें|डिसेंबर
    ms\tMalay\t\tjan|januari\tfeb|februari\tmac\tapr|april\tmei\tjun\tjul|julai\togo|ogos\tsep|september\tokt|oktober\tnov|november\tdis|disember
    mt\tMaltese\tta’\tjan|jannar\tfra|frar\tmar|marzu\tapr|april\tmej|mejju\tġun|ġunju\tlul|lulju\taww|awwissu\tset|settembru\tott|ottubru\tnov|novembru\tdiċ|diċembru
    mua\tMundang\tfĩi mundaŋ\tflo|fĩi loo\tcla|cokcwaklaŋne\tcki|cokcwaklii\tfmf|fĩi marfoo\tmad|madǝǝuutǝbijaŋ\tmamǝŋgwãafahbii|mbi\tmamǝŋgwãalii|mli\tmadǝmbii|mam\tfde|fĩi dǝɓlii\tfmu|fĩi mundaŋ\tfgw|fĩi gwahlle\tfyu|fĩi yuru
    mus\tMvskoke\totowoskv rakko\trvfo cuse\thotvle hvse\ttasahcuce\ttasahce rakko\tke hvse\tkvco hvse\thiyuce\thiyo rakko\totowoskuce\totowoskv rakko\tehole\trvfo rakko
    my\tBurmese\t၂၃\tဇန်|ဇန်နဝါရီ\tဖေ|ဖေဖော်ဝါရီ\tမတ်\tဧ|ဧပြီ\tမေ\tဇွန်\tဇူ|ဇူလိုင်\tဩ|ဩဂုတ်\tစက်|စက်တင်ဘာ\tအောက်|အောက်တိုဘာ\tနို|နိုဝင်ဘာ\tဒီ|ဒီဇင်ဘာ
    myv\tErzya\t\tякш|якшамков\tдав|даволков\tэйз|эйзюрков\tчад|чадыков\tпан|панжиков\tашт|аштемков\tмед|медьков\tума|умарьков\tташ|таштамков\tожо|ожоков\tсун|сундерьков\tаца|ацамков
    mzn\tMazanderani\t۲۳\tژانویه\tفوریه\tمارس\tآوریل\tمه\tژوئن\tژوئیه\tاوت\tسپتامبر\tاکتبر\tنوامبر\tدسامبر
    naq\tNama\t\tjan|ǃkhanni\tfeb|ǃkhanǀgôab\tmar|ǀkhuuǁkhâb\tapr|ǃhôaǂkhaib\tmay|ǃkhaitsâb\tgamaǀaeb|jun\tjul|ǂkhoesaob\taoǁkhuumûǁkhâb|aug\tsep|taraǀkhuumûǁkhâb\toct|ǂnûǁnâiseb\tnov|ǀhooǂgaeb\tdec|hôasoreǁkhâb
    nb\tNorwegian Bokmål\t\tjan|januar\tfeb|februar\tmar|mars\tapr|april\tmai\tjun|juni\tjul|juli\taug|august\tsep|september\tokt|oktober\tnov|november\tdes|desember
    nd\tNorth Ndebele\t\tzib|zibandlela\tnhlo|nhlolanja\tmbi|mbimbitho\tmab|mabasa\tnkw|nkwenkwezi\tnhla|nhlangula\tntu|ntulikazi\tncw|ncwabakazi\tmpan|mpandula\tmfu|mfumfu\tlwe|lwezi\tmpal|mpalakazi
    nds\tLow German\t\tjanuaar\tfebruaar\tmärz\tapril\tmai\tjuni\tjuli\taugust\tseptember\toktover\tnovember\tdezember
    ne\tNepali\t२३\tजनवरी\tफेब्रुअरी\tमार्च\tअप्रिल\tमे\tजुन\tजुलाई\tअगस्ट\tसेप्टेम्बर\tअक्टोबर\tनोभेम्बर\tडिसेम्बर
    nl\tDutch\t\tjan|januari\tfeb|februari\tmaart|mrt\tapr|april\tmei\tjun|juni\tjul|juli\taug|augustus\tsep|september\tokt|oktober\tnov|november\tdec|december
    nmg\tKwasio\tngwɛn wum\tng1|ngwɛn matáhra\tng2|ngwɛn ńmba\tng3|ngwɛn ńlal\tng4|ngwɛn ńna\tng5|ngwɛn ńtan\tng6|ngwɛn ńtuó\tng7|ngwɛn hɛmbuɛrí\tng8|ngwɛn lɔmbi\tng9|ngwɛn rɛbvuâ\tng10|ngwɛn wum\tng11|ngwɛn wum navǔr\tkris|krísimin
    nn\tNorwegian Nynorsk\t\tjan|januar\tfeb|februar\tmar|mars\tapr|april\tmai\tjun|juni\tjul|juli\taug|august\tsep|september\tokt|oktober\tnov|november\tdes|desember
    nnh\tNgiemboon\tsaŋ tsetsáʼ tàŋa\tsaŋ tsetsɛ̀ɛ lùm\tsaŋ kàg ngwóŋ\tsaŋ lepyè shúm\tsaŋ cÿó\tsaŋ tsɛ̀ɛ cÿó\tsaŋ njÿoláʼ\tsaŋ tyɛ̀b tyɛ̀b mbʉ̀ŋ\tsaŋ mbʉ̀ŋ\tsaŋ ngwɔ̀ʼ mbÿɛ\tsaŋ tàŋa tsetsáʼ\tsaŋ mejwoŋó\tsaŋ lùm
    nnp\tWancho\t\tm01\tm02\tm03\tm04\tm05\tm06\tm07\tm08\tm09\tm10\tm11\tm12
    no\tNorwegian\t\tjan|januar\tfeb|februar\tmar|mars\tapr|april\tmai\tjun|juni\tjul|juli\taug|august\tsep|september\tokt|oktober\tnov|november\tdes|desember
    nqo\tN’Ko\t߂߃\tߓߌ߲ߠ|ߓߌ߲ߠߊߥߎߟߋ߲\tߞߏ߲ߞ|ߞߏ߲ߞߏߜߍ\tߕߙߊ|ߕߙߊߓߊ\tߞߏ߲ߘ|ߞߏ߲ߞߏߘߌ߬ߓߌ\tߘߓߊ߬ߕ|ߘߓߊ߬ߕߊ\tߥߊ߬ߛ|ߥߊ߬ߛߌ߬ߥߙߊ\tߞߊ߬ߙ|ߞߊ߬ߙߌߝߐ߭\tߘߓߊ߬ߓ|ߘߓߊ߬ߓߌߟߊ\tߕߎߟߊߝߌ߲\tߞߏ߲ߓ|ߞߏ߲ߓߌߕߌ߮\tߣߍߣ|ߣߍߣߍߓߊ\tߞߏߟ|ߞߏߟߌ߲ߞߏߟߌ߲
    nr\tSouth Ndebele\t\tjan|janabari\tfeb|ufeberbari\tmat|umatjhi\tapr|u-apreli\tmey|meyi\tjun|juni\tjul|julayi\tarh|arhostosi\tsep|septemba\tokt|oktoba\tusi|usinyikhaba\tdis|disemba
    nso\tNorthern Sotho\t\tjaneware|phere\tdibo|febereware\thlak|matšhe\taporele|mora\tmei\tjune\tjulae|mose\tagosetose\tlewe|setemere\tdipha|oktobore\tdiba|nofemere\tdisemere|manth
    nus\tNuer\t\ttiop|tiop thar pɛt\tpɛt\tduɔ̱ɔ̱|duɔ̱ɔ̱ŋ\tguak\tduä|duät\tkor|kornyoot\tpay|pay yie̱tni\tthoo|tho̱o̱r\ttɛɛ|tɛɛr\tlaa|laath\tkur\ttid|tio̱p in di̱i̱t
    nv\tNavajo\t\tm01\tm02\tm03\tm04\tm05\tm06\tm07\tm08\tm09\tm10\tm11\tm12
    ny\tNyanja\t\tjan|januwale\tfeb|febuluwale\tmal|malichi\tepu|epulo\tmei\tjun|juni\tjul|julai\toga|ogasiti\tsep|seputemba\toku|okutoba\tnov|novemba\tdis|disemba
    nyn\tNyankole\t\tkbz|okwokubanza\tkbr|okwakabiri\tkst|okwakashatu\tkkn|okwakana\tktn|okwakataana\tkmk|okwamukaaga\tkms|okwamushanju\tkmn|okwamunaana\tkmw|okwamwenda\tkkm|okwaikumi\tknk|okwaikumi na kumwe\tknb|okwaikumi na ibiri
    oc\tOccitan\t\tde genièr\tde febrièr\tde març\td’abril\tde mai\tde junh\tde julhet\td’agost\tde setembre\td’octòbre\tde novembre\tde decembre
    om\tOromo\t\tama|amajjii\tgur|guraandhala\tbitootessa\teebila|elb\tcaamsaa|cam\twax|waxabajjii\tado|adoolessa\thag|hagayya\tful|fulbaana\tonk|onkoloolessa\tsadaasa\tmud|mudde
    or\tOdia\t\tଜାନୁଆରୀ\tଫେବୃଆରୀ\tମାର୍ଚ୍ଚ\tଅପ୍ରେଲ\tମଇ\tଜୁନ\tଜୁଲାଇ\tଅଗଷ୍ଟ\tସେପ୍ଟେମ୍ବର\tଅକ୍ଟୋବର\tନଭେମ୍ବର\tଡିସେମ୍ବର
    os\tOssetic\t\tянв|январы|январь\tфев|февр|февралы|февраль\tмар|март|мартъи|мартъийы\tапр|апрелы|апрель\tмай|майы\tиюны|июнь\tиюлы|июль\tавг|август|августы\tсен|сент|сентябры|сентябрь\tокт|октябры|октябрь\tноя|нояб|ноябры|ноябрь\tдек|декабры|декабрь
    osa\tOsage\t𐓨𐓣͘𐓪͘𐓬𐓘\t𐓨𐓣͘𐓪͘𐓬𐓘 𐓬𐓘𐓡𐓛͘𐓧𐓟|𐓬𐓘𐓡𐓛͘𐓧𐓟\t𐓨𐓣͘𐓪͘𐓬𐓘 𐓷𐓟𐓵𐓪͘𐓬𐓘|𐓵𐓪͘𐓬𐓘\t𐓨𐓣͘𐓪͘𐓬𐓘 𐓷𐓟𐓵𐓘𐓜𐓣|𐓵𐓘𐓜𐓣\t𐓨𐓣͘𐓪͘𐓬𐓘 𐓷𐓟𐓰𐓪𐓬𐓘|𐓰𐓪𐓬𐓘\t𐓨𐓣͘𐓪͘𐓬𐓘 𐓷𐓟𐓮𐓘𐓰𐓘|𐓮𐓘𐓰𐓘\t𐓨𐓣͘𐓪͘𐓬𐓘 𐓷𐓟𐓯𐓘𐓬𐓟|𐓯𐓘𐓬𐓟\t𐓨𐓣͘𐓪͘𐓬𐓘 𐓬𐓟𐓵𐓪͘𐓬𐓘|𐓬𐓟𐓵𐓪͘𐓬𐓘\t𐓤𐓣𐓟𐓰𐓪𐓬𐓘|𐓨𐓣͘𐓪͘𐓬𐓘 𐓤𐓣𐓟𐓰𐓪𐓬𐓘\t𐓧𐓟𐓜𐓛𐓲𐓟𐓷𐓣͘𐓤𐓟|𐓨𐓣͘𐓪͘𐓬𐓘 𐓧𐓟𐓜𐓛𐓲𐓟𐓷𐓣͘𐓤𐓟\t𐓧𐓟𐓜𐓛|𐓨𐓣͘𐓪͘𐓬𐓘 𐓧𐓟𐓜𐓛\t𐓘𐓧𐓣 𐓷𐓣͘𐓸𐓲𐓣|𐓨𐓣͘𐓪͘𐓬𐓘 𐓘𐓧𐓣 𐓷𐓣͘𐓸𐓲𐓣\t𐓘𐓧𐓣 𐓵𐓪͘𐓬𐓘|𐓨𐓣͘𐓪͘𐓬𐓘 𐓘𐓧𐓣 𐓵𐓪͘𐓬𐓘
    pa\tPunjabi\t\tਜਨ|ਜਨਵਰੀ\tਫ਼ਰ|ਫ਼ਰਵਰੀ\tਮਾਰਚ\tਅਪ੍ਰੈ|ਅਪ੍ਰੈਲ\tਮਈ\tਜੂਨ\tਜੁਲਾ|ਜੁਲਾਈ\tਅਗ|ਅਗਸਤ\tਸਤੰ|ਸਤੰਬਰ\tਅਕਤੂ|ਅਕਤੂਬਰ\tਨਵੰ|ਨਵੰਬਰ\tਦਸੰ|ਦਸੰਬਰ
    pcm\tNigerian Pidgin\t\tjén|jénúári\tfẹ́b|fẹ́búári\tmach\tépr|éprel\tmee\tjun\tjul|julai\tọgọ|ọgọst|ọ́gọ\tsẹp|sẹptẹ́mba\tọkt|ọktóba\tnọv|nọvẹ́mba\tdis|disẹ́mba
    pl\tPolish\t\tsty|styczeń|stycznia\tlut|lutego|luty\tmar|marca|marzec\tkwi|kwiecień|kwietnia\tmaj|maja\tcze|czerwca|czerwiec\tlip|lipca|lipiec\tsie|sierpień|sierpnia\twrz|wrzesień|września\tpaź|październik|października\tlis|listopad|listopada\tgru|grudnia|grudzień
    pqm\tWolastoqey\t\tm01\tm02\tm03\tm04\tm05\tm06\tm07\tm08\tm09\tm10\tm11\tm12
    prg\tPrussian\t\trags\twassarins\tpūlis\tsakkis\tzallaws\tsīmenis\tlīpa\tdaggis\tsillins\tspallins\tlapkrūtis\tsallaws
    ps\tPashto\t۲۳\tجنوري\tفبروري|فېبروري\tمارچ\tاپریل\tمۍ\tجون\tجولای\tاګست\tسپتمبر|سېپتمبر\tاکتوبر\tنومبر\tدسمبر
    pt\tPortuguese\tde\tjan|janeiro\tfev|fevereiro\tmar|março\tabr|abril\tmai|maio\tjun|junho\tjul|julho\tago|agosto\tset|setembro\tout|outubro\tnov|novembro\tdez|dezembro
    qu\tQuechua\t\tene|enero\tfeb|febrero\tmar|marzo\tabr|abril\tmay|mayo\tjun|junio\tjul|julio\tago|agosto\tset|setiembre\toct|octubre\tnov|noviembre\tdic|diciembre
    raj\tRajasthani\t२३\tजनवरी\tफरवरी\tमार्च\tअप्रैल\tमई\tजून\tजुलाई\tअगस्त\tसितम्बर\tअक्टूबर\tनवंबर\tदिसंबर
    rej\tRejang\t\tm01\tm02\tm03\tm04\tm05\tm06\tm07\tm08\tm09\tm10\tm11\tm12
    rhg\tRohingya\t\tm01\tm02\tm03\tm04\tm05\tm06\tm07\tm08\tm09\tm10\tm11\tm12
    rm\tRomansh\t\tda schaner|schan|schaner\tda favrer|favr|favrer\tda mars|mars\tavr|avrigl|d’avrigl\tda matg|matg\tda zercladur|zercl|zercladur\tda fanadur|fan|fanadur\tavust|d’avust\tda settember|sett|settember\td’october|oct|october\tda november|nov|november\tda december|dec|december
    rn\tRundi\t\tmut|nzero\tgas|ruhuhuma\tntwarante|wer\tmat|ndamukiza\tgic|rusama\tkam|ruheshi\tmukakaro|nya\tkan|nyandagaro\tnyakanga|nze\tgitugutu|ukw\tmunyonyo|ugu\tkigarama|uku
    ro\tRomanian\t\tian|ianuarie\tfeb|februarie\tmar|martie\tapr|aprilie\tmai\tiun|iunie\tiul|iulie\taug|august\tsept|septembrie\toct|octombrie\tnoiembrie|nov\tdec|decembrie
    rof\tRombo\tikumi mweri wa\tm1|mweri wa kwanza\tm2|mweri wa kaili\tm3|mweri wa katatu\tm4|mweri wa kaana\tm5|mweri wa tanu\tm6|mweri wa sita\tm7|mweri wa saba\tm8|mweri wa nane\tm9|mweri wa tisa\tm10|mweri wa ikumi\tm11|mweri wa ikumi na moja\tm12|mweri wa ikumi na mbili
    ru\tRussian\t\tянв|январь|января\tфевр|февраль|февраля\tмарт|марта\tапр|апрель|апреля\tмай|мая\tиюнь|июня\tиюль|июля\tавг|август|августа\tсент|сентябрь|сентября\tокт|октябрь|октября\tнояб|ноябрь|ноября\tдек|декабрь|декабря
    rw\tKinyarwanda\t\tmut|mutarama\tgas|gashyantare\twer|werurwe\tmat|mata\tgic|gicurasi\tkam|kamena\tnya|nyakanga\tkan|kanama\tnze|nzeri\tukw|ukwakira\tugu|ugushyingo\tuku|ukuboza
    rwk\tRwa\t\tjan|januari\tfeb|februari\tmac|machi\tapr|aprilyi\tmei\tjun|junyi\tjul|julyai\tago|agusti\tsep|septemba\tokt|oktoba\tnov|novemba\tdes|desemba
    sa\tSanskrit\t२३\tजनवरी:|जनवरीमासः\tफरवरी:|फरवरीमासः\tमार्च:|मार्चमासः\tअप्रैल:|अप्रैलमासः\tमई|मईमासः\tजून:|जूनमासः\tजुलाई:|जुलाईमासः\tअगस्त:|अगस्तमासः\tसितंबर:|सितंबरमासः\tअक्तूबर:|अक्तूबरमासः\tनवंबर:|नवंबरमासः\tदिसंबर:|दिसंबरमासः
    sah\tSakha\t\tтохс|тохсунньу\tолун|олунньу\tклн|кулун тутар\tмсу|муус устар\tыам|ыам ыйа|ыам ыйын\tбэс|бэс ыйа|бэс ыйын\tот ыйа|от ыйын|отй\tатр|атырдьых ыйа|атырдьых ыйын\tбалаҕан ыйа|балаҕан ыйын|блҕ\tалт|алтынньы\tсэт|сэтинньи\tахс|ахсынньы
    saq\tSamburu\tlapa le tomon\tlapa le obo|obo\tlapa le waare|waa\tlapa le okuni|oku\tlapa le ong’wan|ong\time|lapa le imet\tile|lapa le ile\tlapa le sapa|sap\tisi|lapa le isiet\tlapa le saal|saa\tlapa le tomon|tom\tlapa le tomon obo|tob\tlapa le tomon waare|tow
    sat\tSantali\t᱒᱓\tᱡᱟᱱ|ᱡᱟᱱᱣᱟᱨᱤ\tᱯᱷᱟ|ᱯᱷᱟᱨᱣᱟᱨᱤ\tᱢᱟᱨ|ᱢᱟᱨᱪ\tᱟᱯᱨ|ᱟᱯᱨᱮᱞ\tᱢᱮ\tᱡᱩᱱ\tᱡᱩᱞ|ᱡᱩᱞᱟᱭ\tᱟᱜᱟ|ᱟᱜᱟᱥᱛ\tᱥᱮᱯ|ᱥᱮᱯᱴᱮᱢᱵᱟᱨ\tᱚᱠᱴ|ᱚᱠᱴᱚᱵᱟᱨ\tᱱᱟᱣ|ᱱᱟᱣᱟᱢᱵᱟᱨ\tᱫᱤᱥ|ᱫᱤᱥᱟᱢᱵᱟᱨ
    sbp\tSangu\t\tmup|mupalangulwa\tmwi|mwitope\tmsh|mushende\tmun|munyi\tmag|mushende magali\tmuj|mujimbi\tmsp|mushipepo\tmpg|mupuguto\tmunyense|mye\tmok|mokhu\tmus|musongandembwe\tmuh|muhaano
    sc\tSardinian\tde\tghe|ghennàrgiu\tfre|freàrgiu\tmar|martzu\tabr|abrile\tmaj|maju\tlàm|làmpadas\ttrì|trìulas\taus|austu\tcab|cabudanni\tsantugaine|stg\tsantandria|sta\tnad|nadale
    scn\tSicilian\t\tm01\tm02\tm03\tm04\tm05\tm06\tm07\tm08\tm09\tm10\tm11\tm12
    sd\tSindhi\t٢٣\tجنوري\tفيبروري\tمارچ\tاپريل\tمئي\tجون\tجولاءِ\tآگسٽ\tسيپٽمبر\tآڪٽوبر\tنومبر\tڊسمبر
    se\tNorth Sámi\t\tođđajagemánnu|ođđj\tguov|guovvamánnu\tnjuk|njukčamánnu\tcuo|cuoŋománnu\tmies|miessemánnu\tgeas|geassemánnu\tsuoi|suoidnemánnu\tborg|borgemánnu\tčakč|čakčamánnu\tgolg|golggotmánnu\tskáb|skábmamánnu\tjuov|juovlamánnu
    seh\tSena\t\tjan|janeiro\tfev|fevreiro\tmar|marco\tabr|abril\tmai|maio\tjun|junho\tjul|julho\taug|augusto\tset|setembro\totu|otubro\tnov|novembro\tdec|decembro
    ses\tKoyraboro Senni\t\tžan|žanwiye\tfee|feewiriye\tmar|marsi\tawi|awiril\tme\tžuw|žuweŋ\tžuy|žuyye\tut\tsek|sektanbur\tokt|oktoobur\tnoo|noowanbur\tdee|deesanbur
    sg\tSango\t\tnye|nyenye\tful|fulundïgi\tmbä|mbängü\tngu|ngubùe\tbêl|bêläwü\tfön|föndo\tlen|lengua\tkük|kükürü\tmvu|mvuka\tngb|ngberere\tnab|nabändüru\tkak|kakauka
    shi\tTachelhit\t\tⵉⵏⵏ|ⵉⵏⵏⴰⵢⵔ\tⴱⵕⴰ|ⴱⵕⴰⵢⵕ\tⵎⴰⵕ|ⵎⴰⵕⵚ\tⵉⴱⵔ|ⵉⴱⵔⵉⵔ\tⵎⴰⵢ|ⵎⴰⵢⵢⵓ\tⵢⵓⵏ|ⵢⵓⵏⵢⵓ\tⵢⵓⵍ|ⵢⵓⵍⵢⵓⵣ\tⵖⵓⵛ|ⵖⵓⵛⵜ\tⵛⵓⵜ|ⵛⵓⵜⴰⵏⴱⵉⵔ\tⴽⵜⵓ|ⴽⵜⵓⴱⵔ\tⵏⵓⵡ|ⵏⵓⵡⴰⵏⴱⵉⵔ\tⴷⵓⵊ|ⴷⵓⵊⴰⵏⴱⵉⵔ
    si\tSinhala\t\tජන|ජනවාරි\tපෙබ|පෙබරවාරි\tමාර්|මාර්තු\tඅප්‍රේල්\tමැයි\tජූනි\tජූලි\tඅගෝ|අගෝස්තු\tසැප්|සැප්තැම්බර්\tඔක්|ඔක්තෝබර්\tනොවැ|නොවැම්බර්\tදෙසැ|දෙසැම්බර්
    sjd\tKildin Sámi\t\tm01\tm02\tm03\tm04\tm05\tm06\tm07\tm08\tm09\tm10\tm11\tm12
    sje\tPite Sámi\t\tm01\tm02\tm03\tm04\tm05\tm06\tm07\tm08\tm09\tm10\tm11\tm12
    sju\tUme Sámi\t\tm01\tm02\tm03\tm04\tm05\tm06\tm07\tm08\tm09\tm10\tm11\tm12
    sk\tSlovak\t\tjan|január|januára\tfeb|február|februára\tmar|marca|marec\tapr|apríl|apríla\tmáj|mája\tjún|júna\tjúl|júla\taug|august|augusta\tsep|september|septembra\tokt|október|októbra\tnov|november|novembra\tdec|december|decembra
    sl\tSlovenian\t\tjan|januar\tfeb|februar\tmar|marec\tapr|april\tmaj\tjun|junij\tjul|julij\tavg|avgust\tsep|september\tokt|oktober\tnov|november\tdec|december
    sm\tSamoan\t\tm01\tm02\tm03\tm04\tm05\tm06\tm07\tm08\tm09\tm10\tm11\tm12
    smn\tInari Sami\t\tuđiv|uđđâivemáánu\tkuovâ|kuovâmáánu\tnjuhčâ|njuhčâmáánu\tcuáŋui|cuáŋuimáánu\tvyesi|vyesimáánu\tkesi|kesimáánu\tsyeini|syeinimáánu\tporge|porgemáánu\tčohčâ|čohčâmáánu\troovvâd|roovvâdmáánu\tskammâ|skammâmáánu\tjuovlâ|juovlâmáánu
    sn\tShona\t\tndi|ndira\tkuk|kukadzi\tkur|kurume\tkub|kubvumbi\tchivabvu|chv\tchikumi|chk\tchg|chikunguru\tnya|nyamavhuvhu\tgun|gunyana\tgum|gumiguru\tmbu|mbudzi\tzvi|zvita
    so\tSomali\t\tjan|janaayo|jannaayo\tfeb|febraayo\tmaarso|mar\tabr|abriil\tmaayo|may\tjun|juun\tlul|luulyo\tagosto|ogosto|ogs\tseb|sebteembar|sebtembar\tokt|oktoobar\tnof|noofeembar\tdis|diseembar
    sq\tAlbanian\t\tjan|janar\tshk|shkurt\tmar|mars\tpri|prill\tmaj\tqer|qershor\tkorr|korrik\tgush|gusht\tsht|shtator\ttet|tetor\tnën|nëntor\tdhj|dhjetor
    sr\tSerbian\t\tјан|јануар\tфеб|фебруар\tмар|март\tапр|април\tмај\tјун\tјул\tавг|август\tсеп|септембар\tокт|октобар\tнов|новембар\tдец|децембар
    ss\tSwati\t\tbhi|bhimbidvwane\tindlovana|van\tindlovu-lenkhulu|vol\tmab|mabasa\tinkhwekhweti|nkh\tinhlaba|nhl\tkho|kholwane\tingci|ngc\tinyoni|nyo\timphala|mph\tlwe|lweti\tingongoni|ngo
    st\tSouthern Sotho\t\tphe|pherekgong\thlakola|kol\thlakubele|ube\tmme|mmesa\tmot|motsheanong\tjan|phupjane\tphupu|upu\tpha|phato\tleo|lwetse\tmph|mphalane\tpudungwana|pun\ttsh|tshitwe
    su\tSundanese\t\tjan|januari\tpéb|pébruari\tmar|maret\tapr|april\tméi\tjun|juni\tjul|juli\tags|agustus\tsép|séptémber\tokt|oktober\tnop|nopémber\tdés|désémber
    sv\tSwedish\t\tjan|januari\tfeb|februari\tmars\tapr|april\tmaj\tjuni\tjuli\taug|augusti\tsep|september\tokt|oktober\tnov|november\tdec|december
    sw\tSwahili\t\tjan|januari\tfeb|februari\tmac|machi\tapr|aprili\tmei\tjun|juni\tjul|julai\tago|agosti\tsep|septemba\tokt|oktoba\tnov|novemba\tdes|desemba
    syr\tAssyrian\tܒܬܫܪܝܢ ܩܕܡܝܐ\tܟܢܘܢ ܐܚܪܝܐ|ܟܢܘܢ ܒ\tܫܒܛ\tܐܕܪ\tܢܝܣܢ\tܐܝܪ\tܚܙܝܪܢ\tܬܡܘܙ\tܐܒ\tܐܝܠܘܠ\tܬܫܪܝܢ ܐ|ܬܫܪܝܢ ܩܕܡܝܐ\tܬܫܪܝܢ ܐܚܪܝܐ|ܬܫܪܝܢ ܒ\tܟܢܘܢ ܐ|ܟܢܘܢ ܩܕܡܝܐ
    szl\tSilesian\t\tstycznia\tlutego\tmarca\tkwietnia\tmoja\tczyrwca\tlipca\tsiyrpnia\twrześnia\tpaździernika\tlistopada\tgrudnia
    ta\tTamil\t\tஜன|ஜனவரி\tபிப்|பிப்ரவரி\tமார்|மார்ச்\tஏப்|ஏப்ரல்\tமே\tஜூன்\tஜூலை\tஆக|ஆகஸ்ட்\tசெப்|செப்டம்பர்\tஅக்|அக்டோபர்\tநவ|நவம்பர்\tடிச|டிசம்பர்
    te\tTelugu\t\tజన|జనవరి\tఫిబ్ర|ఫిబ్రవరి\tమార్చి\tఏప్రి|ఏప్రిల్\tమే\tజూన్\tజులై\tఆగ|ఆగస్టు\tసెప్టెం|సెప్టెంబర్\tఅక్టో|అక్టోబర్\tనవం|నవంబర్\tడిసెం|డిసెంబర్
    teo\tTeso\t\torara|rar\tmuk|omuk\tkwa|okwamg’\tdun|odung’el\tmar|omaruk\tmod|omodok’king’ol\tjol|ojola\topedel|ped\tosokosokoma|sok\totibar|tib\tlab|olabor\topoo|poo
    tg\tTajik\t\tянв|январ\tфев|феврал\tмар|март\tапр|апрел\tмай\tиюн\tиюл\tавг|август\tсен|сентябр\tокт|октябр\tноя|ноябр\tдек|декабр
    th\tThai\t\tม.ค|มกราคม\tก.พ|กุมภาพันธ์\tมี.ค|มีนาคม\tเม.ย|เมษายน\tพ.ค|พฤษภาคม\tมิ.ย|มิถุนายน\tก.ค|กรกฎาคม\tส.ค|สิงหาคม\tก.ย|กันยายน\tต.ค|ตุลาคม\tพ.ย|พฤศจิกายน\tธ.ค|ธันวาคม
    ti\tTigrinya\t\tጥሪ\tለካ|ለካቲት\tመጋ|መጋቢት\tሚያ|ሚያዝያ\tጉንበት|ግን\tሰነ\tሓም|ሓምለ\tነሓ|ነሓሰ\tመስ|መስከረም\tጥቅ|ጥቅምቲ\tሕዳ|ሕዳር\tታሕ|ታሕሳስ
    tig\tTigre\t\tጃንዩ|ጃንዩወሪ\tፌብሩ|ፌብሩወሪ\tማርች\tኤፕረ|ኤፕረል\tሜይ\tጁን\tጁላይ\tኦገስ|ኦገስት\tሴፕቴ|ሴፕቴምበር\tኦክተ|ኦክተውበር\tኖቬም|ኖቬምበር\tዲሴም|ዲሴምበር
    tk\tTurkmen\t\týan|ýanwar\tfew|fewral\tmar|mart\tapr|aprel\tmaý\tiýun\tiýul\tawg|awgust\tsen|sentýabr\tokt|oktýabr\tnoý|noýabr\tdek|dekabr
    tn\tTswana\t\tfer|ferikgong\ttlh|tlhakole\tmop|mopitlo\tmor|moranang\tmot|motsheganang\tsee|seetebosigo\tphu|phukwi\tpha|phatwe\tlwe|lwetse\tdip|diphalane\tngw|ngwanatsele\tsed|sedimonthole
    to\tTongan\t\tsān|sānuali\tfēp|fēpueli\tmaʻa|maʻasi\tʻepe|ʻepeleli\tmē\tsun|sune\tsiu|siulai\tʻaok|ʻaokosi\tsepitema|sēp|sēpitema\tʻoka|ʻokatopa\tnōv|nōvema\ttīs|tīsema
    tok\tToki Pona\t#10 mun\tmun #1\tmun #2\tmun #3\tmun #4\tmun #5\tmun #6\tmun #7\tmun #8\tmun #9\tmun #10\tmun #11\tmun #12
    tr\tTurkish\t\toca|ocak\tşub|şubat\tmar|mart\tnis|nisan\tmay|mayıs\thaz|haziran\ttem|temmuz\tağu|ağustos\teyl|eylül\teki|ekim\tkas|kasım\tara|aralık
    trv\tTaroko\tidas maxal\tkii|kingal idas\tdha idas|dhi\ttri|tru idas\tspat idas|spi\trii|rima idas\tmataru idas|mti\temi|empitu idas\tmai|maspat idas\tmngari idas|mni\tmaxal idas|mxi\tmaxal kingal idas|mxk\tmaxal dha idas|mxd
    ts\tTsonga\t\tsun|sunguti\tnyenyenyani|yan\tkul|nyenyankulu\tdzi|dzivamisoko\tmud|mudyaxihi\tkho|khotavuxika\tmaw|mawuwani\tmha|mhawuri\tndz|ndzhati\tnhl|nhlangula\thuk|hukuri\tn’w|n’wendzamhala
    tt\tTatar\t\tгыйн|гыйнвар\tфев|февраль\tмар|март\tапр|апрель\tмай\tиюнь\tиюль\tавг|август\tсент|сентябрь\tокт|октябрь\tнояб|ноябрь\tдек|декабрь
    twq\tTasawaq\t\tžan|žanwiye\tfee|feewiriye\tmar|marsi\tawi|awiril\tme\tžuw|žuweŋ\tžuy|žuyye\tut\tsek|sektanbur\tokt|oktoobur\tnoo|noowanbur\tdee|deesanbur
    tzm\tCentral Atlas Tamazight\t\tyen|yennayer\tyeb|yebrayer\tmar|mars\tibr|ibrir\tmay|mayyu\tyun|yunyu\tyul|yulyuz\tɣuc|ɣuct\tcut|cutanbir\tkṭu|kṭuber\tnwa|nwanbir\tduj|dujanbir
    ug\tUyghur\t23-ئۆكتەبىر\tيانۋار\tفېۋرال\tمارت\tئاپرېل\tماي\tئىيۇن\tئىيۇل\tئاۋغۇست\tسېنتەبىر\tئۆكتەبىر\tنويابىر\tدېكابىر
    uk\tUkrainian\t\tсіч|січень|січня\tлют|лютий|лютого\tбер|березень|березня\tквіт|квітень|квітня\tтрав|травень|травня\tчерв|червень|червня\tлип|липень|липня\tсерп|серпень|серпня\tвер|вересень|вересня\tжовт|жовтень|жовтня\tлист|листопад|листопада\tгруд|грудень|грудня
    ur\tUrdu\t\tجنو|جنوری\tفرو|فروری\tمار|مارچ\tاپر|اپریل\tمئی\tجون\tجول|جولائی\tاگس|اگست\tستم|ستمبر\tاکت|اکتوبر\tنوم|نومبر\tدسم|دسمبر
    uz\tUzbek\t23-oktabr\tyan|yanvar\tfev|fevral\tmar|mart\tapr|aprel\tmay\tiyn|iyun\tiyl|iyul\tavg|avgust\tsen|sentabr\tokt|oktabr\tnoy|noyabr\tdek|dekabr
    vai\tVai\t\tꖨꖕ ꕪꕴ ꔞꔀꕮꕊ|ꖨꖕꔞ\tꕒꕡ|ꕒꕡꖝꖕ\tꕾꖺ\tꖢꖕ\tꖑꕱ\tꖱꘋ\tꖱꕞ|ꖱꕞꔤ\tꗛꔕ\tꕢꕌ\tꕭꖃ\tꔞꘋ|ꔞꘋꕔꕿ ꕸꖃꗏ\tꖨꖕ ꕪꕴ ꗏꖺꕮꕊ|ꖨꖕꗏ
    ve\tVenda\t\tpha|phando\tluh|luhuhi\tṱhafamuhwe|ṱhf\tlam|lambamai\tshu|shundunthule\tfulwi|lwi\tfulwana|lwa\tṱha|ṱhangule\tkhu|khubvumedzi\ttsh|tshimedzi\tḽar|ḽara\tnye|nyendavhusiku
    vec\tVenetian\t\tjen|jenaro\tfeb|febraro\tmar|marso\tapr|aprile\tmaj|majo\tjug|jugno\tluj|lujo\tago|agosto\tset|setenbre\toto|otobre\tnov|novenbre\tdez|dezenbre
    vi\tVietnamese\t10 tháng\tthg 1|tháng 1\tthg 2|tháng 2\tthg 3|tháng 3\tthg 4|tháng 4\tthg 5|tháng 5\tthg 6|tháng 6\tthg 7|tháng 7\tthg 8|tháng 8\tthg 9|tháng 9\tthg 10|tháng 10\tthg 11|tháng 11\tthg 12|tháng 12
    vmw\tMakhuwa\t\tjaneiru\tfevereiru\tmarsu\tabril\tmaiu\tjunyu\tjulyu\tagostu\tsetembru\toutubru\tnovembru\tdezembru
    vun\tVunjo\t\tjan|januari\tfeb|februari\tmac|machi\tapr|aprilyi\tmei\tjun|junyi\tjul|julyai\tago|agusti\tsep|septemba\tokt|oktoba\tnov|novemba\tdes|desemba
    wa\tWalloon\t\tm01\tm02\tm03\tm04\tm05\tm06\tm07\tm08\tm09\tm10\tm11\tm12
    wae\tWalser\t\tjen|jenner\thor|hornig\tmär|märze\tabr|abrille\tmei|meije\tbrá|bráčet\thei|heiwet\töig|öigšte\ther|herbštmánet\twím|wímánet\twin|wintermánet\tchr|chrištmánet
    wal\tWolaytta\t\tጃንዩ|ጃንዩወሪ\tፌብሩ|ፌብሩወሪ\tማርች\tኤፕረ|ኤፕረል\tሜይ\tጁን\tጁላይ\tኦገስ|ኦገስት\tሴፕቴ|ሴፕቴምበር\tኦክተ|ኦክተውበር\tኖቬም|ኖቬምበር\tዲሴም|ዲሴምበር
    wo\tWolof\t\tsam|samwiyee\tfew|fewriyee\tmar|mars\tawr|awril\tmee\tsuw|suwe\tsul|sulet\tut\tsàt|sàttumbar\tokt|oktoobar\tnow|nowàmbar\tdes|desàmbar
    xh\tXhosa\t\tjan|janyuwari\tfeb|februwari\tmat|matshi\tepr|epreli\tmey|meyi\tjun|juni\tjul|julayi\taga|agasti\tsep|sept|septemba\tokt|okthoba|okthobha\tnov|novemba\tdis|disemba
    xnr\tKangri\t\tजनवरी|जन॰\tफ़रवरी|फ़र॰\tमार्च\tअप्रैल\tमई\tजून\tजुलाई|जुल॰\tअगस्त|अग॰\tसितंबर|सित॰\tअक्तूबर|अक्तू॰\tनवंबर|नव॰\tदिसंबर|दिस॰
    xog\tSoga\t\tjan|janwaliyo\tfeb|febwaliyo\tmar|marisi\tapu|apuli\tmaa|maayi\tjuu|juuni\tjul|julaayi\tagu|agusito\tseb|sebuttemba\toki|okitobba\tnov|novemba\tdes|desemba
    yav\tYangben\ti imɛŋ kátíɛ putúk,oóli ú\to.1|pikítíkítie, oólí ú kutúan\to.2|siɛyɛ́, oóli ú kándíɛ\to.3|ɔnsúmbɔl, oóli ú kátátúɛ\tmesiŋ, oóli ú kénie|o.4\tensil, oóli ú kátánuɛ|o.5\to.6|ɔsɔn\tefute|o.7\to.8|pisuyú\timɛŋ i puɔs|o.9\timɛŋ i putúk,oóli ú kátíɛ|o.10\tmakandikɛ|o.11\to.12|pilɔndɔ́
    yi\tYiddish\t\tיאַנ|יאַנואַר\tפֿעב|פֿעברואַר\tמערץ\tאַפּר|אַפּריל\tמיי\tיוני\tיולי\tאויג|אויגוסט\tסעפּ|סעפּטעמבער\tאקט|אקטאבער\tנאוו|נאוועמבער\tדעצ|דעצעמבער
    yo\tYoruba\toṣù ọ̀wàrà\toṣù ṣẹ́rẹ́\toṣù èrèlè\toṣù ẹrẹ̀nà\toṣù ìgbé\toṣù ẹ̀bibi\toṣù òkúdu\toṣù agẹmọ\toṣù ògún\toṣù owewe\toṣù ọ̀wàrà\toṣù bélú\toṣù ọ̀pẹ̀
    yrl\tNheengatu\t\tye|yepé\tmk|mukũi\tms|musapíri\tid|irũdí\tpu|pú\tpy|pú-yepé\tpm|pú-mukũi\tps|pú-musapíri\tpi|pú-irũdí\tyepé-putimaã|yp\tyepé-yepé|yy\tyepé-mukũi|ym
    yue\tCantonese\t10月23日\t1月\t2月\t3月\t4月\t5月\t6月\t7月\t8月\t9月\t10月\t11月\t12月
    za\tZhuang\t\tndwenit\tndwenngeih\tndwensam\tndwenseiq\tndwenngux\tndwenloeg\tndwencaet\tndwenbet\tndwengouj\tndwencib\tndwencib’it\tndwencibngeih
    zgh\tTamazight, Standard Moroccan\t\tⵉⵏⵏ|ⵉⵏⵏⴰⵢⵔ\tⴱⵕⴰ|ⴱⵕⴰⵢⵕ\tⵎⴰⵕ|ⵎⴰⵕⵚ\tⵉⴱⵔ|ⵉⴱⵔⵉⵔ\tⵎⴰⵢ|ⵎⴰⵢⵢⵓ\tⵢⵓⵏ|ⵢⵓⵏⵢⵓ\tⵢⵓⵍ|ⵢⵓⵍⵢⵓⵣ\tⵖⵓⵛ|ⵖⵓⵛⵜ\tⵛⵓⵜ|ⵛⵓⵜⴰⵏⴱⵉⵔ\tⴽⵜⵓ|ⴽⵜⵓⴱⵔ\tⵏⵓⵡ|ⵏⵓⵡⴰⵏⴱⵉⵔ\tⴷⵓⵊ|ⴷⵓⵊⴰⵏⴱⵉⵔ
    zh\tChinese\t10月23日\t1月|一月\t2月|二月\t3月|三月\t4月|四月\t5月|五月\t6月|六月\t7月|七月\t8月|八月\t9月|九月\t10月|十月\t11月|十一月\t12月|十二月
    zu\tZulu\t\tjan|januwari\tfeb|februwari\tmas|mashi\teph|ephreli\tmey|meyi\tjun|juni\tjul|julayi\taga|agasti\tsep|septhemba\tokt|okthoba\tnov|novemba\tdis|disemba
    """
}
