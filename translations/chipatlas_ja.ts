<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="ja_JP">
<context>
    <name>Availability</name>
    <message>
        <source>internal Azure use only</source>
        <translation>Azure 社内利用のみ</translation>
    </message>
    <message>
        <source>Google Cloud only</source>
        <translation>Google Cloud のみ</translation>
    </message>
    <message>
        <source>AWS EC2 only</source>
        <translation>AWS EC2 のみ</translation>
    </message>
    <message>
        <source>cloud-only</source>
        <translation>クラウドのみ</translation>
    </message>
    <message>
        <source>cloud</source>
        <translation>クラウド</translation>
    </message>
    <message>
        <source>buy</source>
        <translation>購入可</translation>
    </message>
</context>
<context>
    <name>BoundedList</name>
    <message numerus="yes">
        <source>and %Ln more</source>
        <translation>
            <numerusform>ほか%Ln件</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>CatalogChart</name>
    <message numerus="yes">
        <source>%Ln chip(s) in this cell, drawn as a bin:</source>
        <translation>
            <numerusform>このセルのチップ%Ln個 (ビンとして描画):</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>CatalogDiff</name>
    <message>
        <source>Vendor</source>
        <translation>ベンダー</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>名前</translation>
    </message>
    <message>
        <source>Family / generation</source>
        <translation>ファミリー / 世代</translation>
    </message>
    <message>
        <source>Kind</source>
        <translation>種類</translation>
    </message>
    <message>
        <source>Sparsity note</source>
        <translation>スパース性の注記</translation>
    </message>
    <message>
        <source>Sources</source>
        <translation>出典</translation>
    </message>
    <message>
        <source>Notes</source>
        <translation>メモ</translation>
    </message>
    <message>
        <source>Chip</source>
        <translation>チップ</translation>
    </message>
    <message>
        <source>Chips</source>
        <translation>チップ数</translation>
    </message>
    <message>
        <source>Vendor totals count sparsity</source>
        <translation>ベンダー合計はスパース性を含む</translation>
    </message>
    <message>
        <source>Date</source>
        <translation>日付</translation>
    </message>
    <message>
        <source>Source</source>
        <translation>出典</translation>
    </message>
    <message>
        <source>yes</source>
        <translation>はい</translation>
    </message>
    <message>
        <source>no</source>
        <translation>いいえ</translation>
    </message>
    <message>
        <source>Price per chip-hour</source>
        <translation>チップ時間あたりの価格</translation>
    </message>
    <message>
        <source>1 price</source>
        <translation>価格 1 件</translation>
    </message>
    <message>
        <source>%1 prices</source>
        <translation>価格 %1 件</translation>
    </message>
    <message>
        <source>Price history</source>
        <translation>価格履歴</translation>
    </message>
    <message>
        <source>%1 on %2</source>
        <translation>%2 上の %1</translation>
    </message>
    <message>
        <source>chip</source>
        <translation>チップ</translation>
    </message>
    <message>
        <source>chip price</source>
        <translation>チップ価格</translation>
    </message>
    <message>
        <source>LLM model</source>
        <translation>LLM モデル</translation>
    </message>
    <message>
        <source>system</source>
        <translation>システム</translation>
    </message>
    <message>
        <source>offer</source>
        <translation>オファー</translation>
    </message>
    <message>
        <source>result</source>
        <translation>結果</translation>
    </message>
    <message>
        <source>scenario</source>
        <translation>シナリオ</translation>
    </message>
    <message>
        <source>added</source>
        <translation>追加</translation>
    </message>
    <message>
        <source>removed</source>
        <translation>削除</translation>
    </message>
    <message>
        <source>changed</source>
        <translation>変更</translation>
    </message>
    <message>
        <source>%1 added, %2 removed, %3 changed</source>
        <translation>追加 %1 件、削除 %2 件、変更 %3 件</translation>
    </message>
</context>
<context>
    <name>CatalogJson</name>
    <message>
        <source>line %1, column %2: not valid JSON (%3)</source>
        <extracomment>%3 is Qt&apos;s description of the error, in English.</extracomment>
        <translation>%1 行目、%2 列目: 有効な JSON ではありません (%3)</translation>
    </message>
    <message>
        <source>the &quot;format&quot; key is not &quot;%1&quot;</source>
        <translation>&quot;format&quot;キーが「%1」ではありません</translation>
    </message>
    <message>
        <source>cannot read the built-in catalog %1: %2</source>
        <translation>組み込みカタログ%1を読み込めません: %2</translation>
    </message>
    <message>
        <source>true or false</source>
        <translation>trueまたはfalse</translation>
    </message>
    <message>
        <source>a number</source>
        <translation>数値</translation>
    </message>
    <message>
        <source>text</source>
        <translation>テキスト</translation>
    </message>
    <message>
        <source>an array</source>
        <translation>配列</translation>
    </message>
    <message>
        <source>an object</source>
        <translation>オブジェクト</translation>
    </message>
    <message>
        <source>null</source>
        <translation>null</translation>
    </message>
    <message>
        <source>&quot;%1&quot; must be text, not %2</source>
        <translation>「%1」は%2ではなく、テキストである必要があります</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is missing or empty</source>
        <translation>「%1」が未指定または空です</translation>
    </message>
    <message>
        <source>&quot;source_urls&quot; must be an array of texts, not %1</source>
        <translation>&quot;source_urls&quot;は%1ではなく、テキストの配列である必要があります</translation>
    </message>
    <message>
        <source>&quot;source_urls&quot; must be an array of texts, and one entry is %1</source>
        <translation>&quot;source_urls&quot;はテキストの配列である必要がありますが、%1の要素があります</translation>
    </message>
    <message>
        <source>&quot;figures&quot; must be an object keyed by figure, not %1</source>
        <translation>&quot;figures&quot;は%1ではなく、数値をキーとするオブジェクトである必要があります</translation>
    </message>
    <message>
        <source>unknown figure &quot;%1&quot;</source>
        <translation>不明な数値「%1」</translation>
    </message>
    <message>
        <source>unknown key &quot;%1&quot;</source>
        <translation>不明なキー「%1」</translation>
    </message>
    <message>
        <source>&quot;%1&quot; has the wrong type</source>
        <translation>「%1」の型が正しくありません</translation>
    </message>
    <message>
        <source>&quot;id&quot; and &quot;name&quot; are required</source>
        <translation>&quot;id&quot;と&quot;name&quot;は必須です</translation>
    </message>
    <message>
        <source>figure &quot;%1&quot;: %2 &quot;%3&quot; is not one of %4</source>
        <translation>数値「%1」: %2「%3」は%4のいずれでもありません</translation>
    </message>
    <message>
        <source>figure &quot;%1&quot;: %2 must be one of %3 (as text)</source>
        <translation>数値「%1」: %2は%3のいずれか (テキスト)である必要があります</translation>
    </message>
    <message>
        <source>figure &quot;%1&quot;: configuration must be text</source>
        <translation>数値「%1」: configurationはテキストである必要があります</translation>
    </message>
    <message>
        <source>figure &quot;%1&quot;: range must be [low, high], two numbers</source>
        <translation>数値「%1」: rangeは[low, high] (2つの数値)である必要があります</translation>
    </message>
    <message>
        <source>figure &quot;%1&quot; is not an object</source>
        <translation>数値「%1」がオブジェクトではありません</translation>
    </message>
    <message>
        <source>figure &quot;%1&quot;: value must be a number</source>
        <translation>数値「%1」: valueは数値である必要があります</translation>
    </message>
    <message>
        <source>figure &quot;%1&quot;: value must be text</source>
        <translation>数値「%1」: valueはテキストである必要があります</translation>
    </message>
    <message>
        <source>figure &quot;%1&quot;: unknown status &quot;%2&quot;</source>
        <translation>数値「%1」: 不明なステータス「%2」</translation>
    </message>
    <message>
        <source>figure &quot;%1&quot; is %2 but has a value</source>
        <translation>数値「%1」は%2ですが、値があります</translation>
    </message>
    <message>
        <source>figure &quot;%1&quot; is %2 but has no value</source>
        <translation>数値「%1」は%2ですが、値がありません</translation>
    </message>
    <message>
        <source>chip %1 (&quot;%2&quot;): %3</source>
        <translation>チップ %1 (「%2」): %3</translation>
    </message>
    <message>
        <source>chip %1 (without an id): %2</source>
        <translation>チップ %1 (IDなし): %2</translation>
    </message>
    <message>
        <source>model %1 (&quot;%2&quot;): %3</source>
        <translation>モデル %1 (「%2」): %3</translation>
    </message>
    <message>
        <source>model %1 (without an id): %2</source>
        <translation>モデル %1 (IDなし): %2</translation>
    </message>
</context>
<context>
    <name>CatalogText</name>
    <message>
        <source>en</source>
        <extracomment>The code of this translation&apos;s language, exactly &quot;de&quot; or &quot;ja&quot;: the GUI shows the built-in catalog&apos;s notes from resources/catalog/notes.&lt;code&gt;.json. Do not translate it into a word.</extracomment>
        <translation>ja</translation>
    </message>
</context>
<context>
    <name>Chart</name>
    <message>
        <source>%1 &quot;%2&quot; is not a date</source>
        <translation>%1「%2」は日付ではありません</translation>
    </message>
    <message>
        <source>%1 &quot;%2&quot; is not a number</source>
        <translation>%1「%2」は数値ではありません</translation>
    </message>
    <message>
        <source>%1 %2</source>
        <translation>%1 %2</translation>
    </message>
    <message>
        <source>Perf per watt</source>
        <translation>ワットあたり性能</translation>
    </message>
    <message>
        <source>Memory capacity vs bandwidth</source>
        <translation>メモリ容量 対 帯域幅</translation>
    </message>
    <message>
        <source>Throughput vs memory bandwidth</source>
        <translation>スループット 対 メモリ帯域幅</translation>
    </message>
    <message>
        <source>Throughput vs release date</source>
        <translation>スループット 対 発売日</translation>
    </message>
    <message>
        <source>Not plotted: %1</source>
        <translation>プロット対象外: %1</translation>
    </message>
    <message>
        <source>Hollow markers and &quot;?&quot;: unverified figures, seen on a third-party page and confirmed by no source: %1</source>
        <translation>中抜きのマーカーと「?」: 未検証の数値 (第三者のページで見つかり、どの出典でも確認されていないもの): %1</translation>
    </message>
    <message>
        <source>Hollow markers and &quot;*&quot;: the vendor does not say whether the throughput is dense or sparse: %1</source>
        <translation>中抜きのマーカーと「*」: スループットが密か疎かをベンダーが明示していない数値: %1</translation>
    </message>
    <message>
        <source>%1 is %2: a log axis cannot show it</source>
        <translation>%1が%2のため、対数軸には表示できません</translation>
    </message>
    <message>
        <source>%1 vs %2</source>
        <translation>%1 対 %2</translation>
    </message>
    <message>
        <source>Could not write %1: %2</source>
        <translation>%1に書き込めませんでした: %2</translation>
    </message>
    <message>
        <source>%1 against %2, by ChipAtlas</source>
        <translation>%1 対 %2 (ChipAtlasで作成)</translation>
    </message>
    <message>
        <source>Cannot export a chart to %1: use a file name ending in .png, .svg or .csv</source>
        <translation>グラフを%1にエクスポートできません。拡張子が.png、.svg、.csvのいずれかのファイル名を使用してください</translation>
    </message>
    <message>
        <source>the chart could not be encoded</source>
        <translation>グラフをエンコードできませんでした</translation>
    </message>
    <message>
        <source>dense or sparse not stated</source>
        <translation>密/疎の記載なし</translation>
    </message>
    <message>
        <source>Measured results vs bound</source>
        <translation>測定結果と上限</translation>
    </message>
    <message>
        <source>Measured tokens per watt</source>
        <translation>ワットあたりの実測トークン数</translation>
    </message>
    <message>
        <source>Above its bound: an error in the data or in the formula</source>
        <translation>上限を超えています: データか計算式の誤りです</translation>
    </message>
    <message>
        <source>Hollow markers and &quot;target&quot;: design targets, announced for a chip that does not ship yet: %1</source>
        <translation>中抜きのマーカーと「目標」: 設計目標値 (まだ出荷されていないチップについて発表されたもの): %1</translation>
    </message>
</context>
<context>
    <name>ChartPage</name>
    <message>
        <source>Export chart as PNG</source>
        <translation>グラフをPNGとしてエクスポート</translation>
    </message>
    <message>
        <source>PNG images (*.png)</source>
        <translation>PNG画像 (*.png)</translation>
    </message>
    <message>
        <source>Export chart as SVG</source>
        <translation>グラフをSVGとしてエクスポート</translation>
    </message>
    <message>
        <source>SVG images (*.svg)</source>
        <translation>SVG画像 (*.svg)</translation>
    </message>
    <message>
        <source>Export chart points as CSV</source>
        <translation>グラフのデータ点をCSVとしてエクスポート</translation>
    </message>
    <message>
        <source>CSV files (*.csv)</source>
        <translation>CSVファイル (*.csv)</translation>
    </message>
</context>
<context>
    <name>ChipEdits</name>
    <message>
        <source>The id &quot;%1&quot; is already used by another chip.</source>
        <translation>ID「%1」はすでに別のチップで使用されています。</translation>
    </message>
    <message>
        <source>The chip &quot;%1&quot; is no longer in the catalog.</source>
        <translation>チップ「%1」はカタログにもうありません。</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a built-in model; there is nothing to revert to.</source>
        <translation>「%1」は組み込みモデルではありません。戻す先がありません。</translation>
    </message>
</context>
<context>
    <name>CompareView</name>
    <message>
        <source>Export comparison as CSV</source>
        <translation>比較をCSVとしてエクスポート</translation>
    </message>
    <message>
        <source>CSV files (*.csv);;All files (*)</source>
        <translation>CSVファイル (*.csv);;すべてのファイル (*)</translation>
    </message>
</context>
<context>
    <name>Comparison</name>
    <message>
        <source>%1: computed</source>
        <translation>%1: 計算値</translation>
    </message>
    <message>
        <source>%1: computed (%2)</source>
        <translation>%1: 計算値 (%2)</translation>
    </message>
    <message>
        <source>a host-to-chip link</source>
        <translation>ホストとチップ間のリンク</translation>
    </message>
    <message>
        <source>chips only</source>
        <translation>チップのみ</translation>
    </message>
    <message>
        <source> vs </source>
        <translation> 対 </translation>
    </message>
    <message>
        <source>%1 are about the same (%2): closer than the precision they were published with</source>
        <translation>%1はほぼ同等です (%2): 差が公表値の精度未満です</translation>
    </message>
    <message>
        <source>%1 are about the same (%2): their ratio is 1.00x</source>
        <translation>%1はほぼ同等です (%2): 比は1.00xです</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>left out: %1</source>
        <translation>除外: %1</translation>
    </message>
    <message>
        <source>tie: %1 share the best value</source>
        <translation>同率: %1が最良値で並んでいます</translation>
    </message>
    <message>
        <source>%1, so its win and the ratios to it may not hold</source>
        <translation>%1。したがって、最良の判定とそれに対する比は成り立たない可能性があります</translation>
    </message>
    <message>
        <source>%1&apos;s link connects a host CPU to the chip, not chips to each other</source>
        <translation>%1のリンクはチップ同士ではなく、ホストCPUとチップを接続するもの</translation>
    </message>
    <message>
        <source>%1&apos;s power counts the chips only (no host, no switch), not a whole system&apos;s</source>
        <translation>%1の消費電力はチップのみ (ホスト、スイッチを含まない)で、システム全体のものではない</translation>
    </message>
    <message>
        <source>Compute (dense)</source>
        <translation>演算性能 (密)</translation>
    </message>
    <message>
        <source>Memory</source>
        <translation>メモリ</translation>
    </message>
    <message>
        <source>Power and efficiency</source>
        <translation>消費電力と効率</translation>
    </message>
    <message>
        <source>Interconnect and scale-up</source>
        <translation>インターコネクトとスケールアップ</translation>
    </message>
    <message>
        <source>Availability and software</source>
        <translation>提供状況とソフトウェア</translation>
    </message>
    <message>
        <source>Dates</source>
        <translation>日付</translation>
    </message>
    <message>
        <source>Silicon</source>
        <translation>シリコン</translation>
    </message>
    <message>
        <source>Among %1, %2</source>
        <translation>%1の中では、%2</translation>
    </message>
    <message>
        <source>%1 has %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>none</source>
        <translation>なし</translation>
    </message>
    <message numerus="yes">
        <source>%1 have none</source>
        <translation>
            <numerusform>%1にはありません</numerusform>
        </translation>
    </message>
    <message>
        <source>Which is faster for training cannot be said: no dense throughput figure is available for %1 (%2).</source>
        <translation>学習でどのチップが速いかは判断できません：%1に共通する密スループットの数値がありません (%2)。</translation>
    </message>
    <message>
        <source>both of them</source>
        <translation>両チップ</translation>
    </message>
    <message>
        <source>all of them</source>
        <translation>全チップ</translation>
    </message>
    <message>
        <source>Which is faster for training cannot be said cleanly on dense %1 throughput: %2 (%3 %4).</source>
        <translation>密%1スループットでは、学習でどのチップが速いかを明確に判断できません：%2 (%3 %4)。</translation>
    </message>
    <message numerus="yes">
        <source>; the figures of %1 are computed</source>
        <translation>
            <numerusform>; %1の数値は計算値</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 are equally fast for training on paper: %2 of dense %3 throughput each%4.</source>
        <translation>%1は仕様上、学習で同等の速さです：密%3スループットはいずれも%2%4。</translation>
    </message>
    <message>
        <source>%1 are about the same for training on paper: %2 %3 of dense %4 throughput, closer than the figures&apos; precision%5.</source>
        <translation>%1は仕様上、学習でほぼ同等の速さです：密%4スループットは%2 %3で、差は数値の精度未満です%5。</translation>
    </message>
    <message>
        <source>%1 is faster for training: %2 the dense %3 throughput of %4 (%5 vs %6%7).</source>
        <translation>%1のほうが学習で速いです：密%3スループットが%4の%2です (%5 対 %6%7)。</translation>
    </message>
    <message>
        <source>%1 %2 (%3)</source>
        <translation>%2の%1 (%3)</translation>
    </message>
    <message>
        <source>%1 is the fastest for training on dense %2 throughput (%3)</source>
        <translation>密%2スループットでは%1が学習で最速です (%3)</translation>
    </message>
    <message>
        <source>%1 tie as the fastest for training on dense %2 throughput (%3 each)</source>
        <translation>密%2スループットでは%1が学習で同率の最速です (いずれも%3)</translation>
    </message>
    <message>
        <source>%1 are about the same as the fastest for training on dense %2 throughput (%3 %4)</source>
        <translation>密%2スループットでは%1が学習でほぼ同等の最速です (%3 %4)</translation>
    </message>
    <message>
        <source>%1: %2%3.</source>
        <translation>%1：%2%3。</translation>
    </message>
    <message>
        <source>%1&apos;s %2 is %3</source>
        <translation>%1の%2は%3</translation>
    </message>
    <message>
        <source>%1&apos;s %2 are %3</source>
        <translation>%1の%2は%3</translation>
    </message>
    <message>
        <source>%1&apos;s power counts the chips only, not a whole system&apos;s</source>
        <translation>%1の消費電力はチップのみで、システム全体のものではない</translation>
    </message>
    <message>
        <source>%1&apos;s TDP is zero</source>
        <translation>%1のTDPがゼロ</translation>
    </message>
    <message>
        <source>HBM</source>
        <translation>HBM</translation>
    </message>
    <message>
        <source>memory</source>
        <translation>メモリ</translation>
    </message>
    <message>
        <source>Which has more memory cannot be said cleanly: %1.</source>
        <translation>どのチップのメモリが多いかを明確に判断できません：%1。</translation>
    </message>
    <message>
        <source>Which has more memory cannot be said: %1.</source>
        <translation>どのチップのメモリが多いかは判断できません：%1。</translation>
    </message>
    <message>
        <source>%1 of %2</source>
        <translation>%2 %1</translation>
    </message>
    <message>
        <source>%1 have the same amount of %2: %3%4.</source>
        <translation>%1の%2容量は同じです：%3%4。</translation>
    </message>
    <message>
        <source>%1 have about the same amount of %2: %3%4.</source>
        <translation>%1の%2容量はほぼ同じです：%3%4。</translation>
    </message>
    <message>
        <source>%1 on %2 (%3)</source>
        <translation>%2: %1 (%3)</translation>
    </message>
    <message>
        <source>%1 tie for the most %2 (%3), ahead of %4%5.</source>
        <translation>%1の%2容量が同率で最大です (%3)。以下、%4%5。</translation>
    </message>
    <message>
        <source>%1 have about the same, the most %2 (%3), ahead of %4%5.</source>
        <translation>%1の%2容量はほぼ同じで最大です (%3)。以下、%4%5。</translation>
    </message>
    <message>
        <source>%1 has %2 %3: %4 vs %5%6.</source>
        <translation>%1の%3容量が%2：%4 対 %5%6。</translation>
    </message>
    <message>
        <source>more</source>
        <translation>より大きいです</translation>
    </message>
    <message>
        <source>the most</source>
        <translation>最大です</translation>
    </message>
    <message>
        <source>Power efficiency at %1 cannot be compared: %2.</source>
        <translation>%1での電力効率は比較できません：%2。</translation>
    </message>
    <message>
        <source>%1 for %2</source>
        <translation>%1 (%2)</translation>
    </message>
    <message numerus="yes">
        <source>they would give %1</source>
        <translation>
            <numerusform>それらの値を使うと%1</numerusform>
        </translation>
    </message>
    <message>
        <source> against %1</source>
        <translation> 対 %1</translation>
    </message>
    <message>
        <source>Power efficiency at %1 cannot be compared cleanly: %2 (%3)%4.</source>
        <translation>%1での電力効率を明確に比較できません：%2 (%3)%4。</translation>
    </message>
    <message>
        <source>%1 %2</source>
        <translation>%1 %2</translation>
    </message>
    <message>
        <source>%1 are equally power-efficient at %2: %3%4.</source>
        <translation>%1は%2での電力効率が同等です：%3%4。</translation>
    </message>
    <message>
        <source>%1 are about as power-efficient at %2: %3%4.</source>
        <translation>%1は%2での電力効率がほぼ同等です：%3%4。</translation>
    </message>
    <message>
        <source>%1 is more power-efficient at %2: %3 vs %4 (%5 vs %6)%7.</source>
        <translation>%1のほうが%2での電力効率が高いです：%3 対 %4 (%5 対 %6)%7。</translation>
    </message>
    <message>
        <source>%1 for %2 (%3)</source>
        <translation>%2: %1 (%3)</translation>
    </message>
    <message>
        <source>%1 is the most power-efficient at %2: %3 (%4)</source>
        <translation>%1は%2での電力効率が最も高いです：%3 (%4)</translation>
    </message>
    <message>
        <source>%1 tie as the most power-efficient at %2 (%3 each)</source>
        <translation>%1は%2での電力効率が同率で最も高いです (いずれも%3)</translation>
    </message>
    <message>
        <source>%1 vs %2%3.</source>
        <translation>%1。以下、%2%3。</translation>
    </message>
    <message>
        <source>compare %1 with %2 x %3, not with %4</source>
        <translation>%1は%4ではなく%2 x %3と比較してください</translation>
    </message>
    <message>
        <source>%1 figure</source>
        <translation>%1の数値</translation>
    </message>
    <message>
        <source>%1&apos;s %2 of %3 is unverified</source>
        <translation>%1の%2 (%3)は未検証</translation>
    </message>
    <message>
        <source>%1&apos;s %2 may be sparse: the vendor does not say</source>
        <translation>%1の%2は疎の可能性がある (ベンダーが明示していない)</translation>
    </message>
    <message>
        <source>%1 and %2</source>
        <translation>%1、%2</translation>
    </message>
    <message>
        <source>printed in different units: %1, %2</source>
        <translation>表記の単位が異なる: %1、%2</translation>
    </message>
    <message numerus="yes">
        <source>the process names are not comparable: %1 are product names, not node sizes</source>
        <translation>
            <numerusform>プロセス名は比較できません: %1は製品名であり、ノードサイズではありません</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 is %2 %3</source>
        <translation>%1 は %3 の %2</translation>
    </message>
    <message>
        <source>too close to call</source>
        <translation>判定できないほど僅差</translation>
    </message>
    <message>
        <source>too close to call: printed units differ</source>
        <translation>判定できないほど僅差: 表記の単位が異なる</translation>
    </message>
    <message>
        <source>%1 on %2</source>
        <translation>%2 の %1</translation>
    </message>
    <message>
        <source>Which has more %1 is too close to call: %2%3.</source>
        <translation>%1 がどちらが多いかは判定できないほど僅差です: %2%3。</translation>
    </message>
    <message>
        <source>Computed</source>
        <comment>the word a built-in note of a computed figure starts with in the notes&apos; translation (resources/catalog/notes.&lt;language&gt;.json), before its colon</comment>
        <translation>計算値</translation>
    </message>
    <message>
        <source>? unverified, &quot;target&quot; a design target that does not ship yet, * the vendor does not say whether it is dense or sparse, † computed, ‡ printed in binary units (1 GiB = 1.0737 GB); (0.52x) a value divided by the winner&apos;s, (0.52x *) by a winner that may be sparse; (0.95-1.02x) the range of a ratio that is too close to call because the printed units differ</source>
        <translation>? 未検証、「目標」 まだ出荷されていない設計目標値、* 密か疎かをベンダーが明示していない、† 計算値、‡ 2進単位で表記 (1 GiB = 1.0737 GB)。(0.52x) 勝者の値で割った値、(0.52x *) 疎の可能性がある勝者で割った値。(0.95-1.02x) 表記の単位が異なるため判定できない比の範囲</translation>
    </message>
    <message>
        <source>%1&apos;s %2 of %3 is a design target, not shipping</source>
        <translation>%1の%2 (%3)は設計目標値で、出荷されていない</translation>
    </message>
</context>
<context>
    <name>ComparisonExport</name>
    <message>
        <source> vs </source>
        <translation> 対 </translation>
    </message>
    <message>
        <source>%1 status</source>
        <translation>%1のステータス</translation>
    </message>
    <message>
        <source>Figure</source>
        <translation>数値</translation>
    </message>
    <message>
        <source>Note</source>
        <translation>注記</translation>
    </message>
    <message>
        <source>Markers:</source>
        <translation>マーカー:</translation>
    </message>
    <message>
        <source>Winner</source>
        <translation>最良</translation>
    </message>
    <message>
        <source>about the same</source>
        <translation>ほぼ同等</translation>
    </message>
    <message>
        <source>note:</source>
        <translation>注記:</translation>
    </message>
    <message>
        <source>Summary</source>
        <translation>概要</translation>
    </message>
    <message>
        <source>%1 unit</source>
        <translation>%1 単位</translation>
    </message>
</context>
<context>
    <name>ConflictMerge</name>
    <message>
        <source>Vendor</source>
        <translation>ベンダー</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>名前</translation>
    </message>
    <message>
        <source>Family</source>
        <translation>ファミリー</translation>
    </message>
    <message>
        <source>Kind</source>
        <translation>種類</translation>
    </message>
    <message>
        <source>Sparsity note</source>
        <translation>密/疎に関する注記</translation>
    </message>
    <message>
        <source>Sources</source>
        <translation>出典</translation>
    </message>
    <message>
        <source>Notes</source>
        <translation>注記</translation>
    </message>
    <message>
        <source>(not entered)</source>
        <translation>(未入力)</translation>
    </message>
    <message>
        <source>no value</source>
        <translation>値なし</translation>
    </message>
    <message>
        <source>sparsity unstated</source>
        <translation>密/疎の記載なし</translation>
    </message>
    <message>
        <source>yes</source>
        <translation>はい</translation>
    </message>
    <message>
        <source>no</source>
        <translation>いいえ</translation>
    </message>
    <message>
        <source>(no price)</source>
        <translation>(価格なし)</translation>
    </message>
    <message>
        <source>%1 USD per chip-hour</source>
        <translation>%1 USD/チップ時間</translation>
    </message>
    <message>
        <source>in the catalog</source>
        <translation>カタログ内</translation>
    </message>
    <message>
        <source>deleted</source>
        <translation>削除済み</translation>
    </message>
    <message numerus="yes">
        <source>%1 x %2, %n figure(s)</source>
        <translation>
            <numerusform>%1 x %2、数値%n件</numerusform>
        </translation>
    </message>
    <message>
        <source>%1, no price</source>
        <translation>%1、価格なし</translation>
    </message>
    <message numerus="yes">
        <source>%1, %n price(s), current %2 %3/h (%4)</source>
        <translation>
            <numerusform>%1、価格%n件、現在 %2 %3/h (%4)</numerusform>
        </translation>
    </message>
    <message>
        <source>%1: price</source>
        <translation>%1: 価格</translation>
    </message>
    <message>
        <source>%1 on %2 x %3: %4 (%5)</source>
        <translation>%1（%2 × %3）: %4（%5）</translation>
    </message>
</context>
<context>
    <name>DetailsPane</name>
    <message>
        <source>sparsity unstated</source>
        <translation>密/疎の記載なし</translation>
    </message>
    <message>
        <source>Source: %1</source>
        <translation>出典: %1</translation>
    </message>
</context>
<context>
    <name>DiffExport</name>
    <message>
        <source>**%1**, taken %2</source>
        <translation>**%1**（%2 に取得）</translation>
    </message>
    <message>
        <source>What changed from %1 to %2</source>
        <translation>%1 から %2 までの変更点</translation>
    </message>
    <message>
        <source>From: %1</source>
        <translation>変更前: %1</translation>
    </message>
    <message>
        <source>To: %1</source>
        <translation>変更後: %1</translation>
    </message>
    <message>
        <source>Nothing changed.</source>
        <translation>変更はありません。</translation>
    </message>
    <message>
        <source>Price moves</source>
        <translation>価格の変動</translation>
    </message>
    <message>
        <source>Kind</source>
        <translation>種類</translation>
    </message>
    <message>
        <source>Entry</source>
        <translation>項目</translation>
    </message>
    <message>
        <source>Before</source>
        <translation>変更前</translation>
    </message>
    <message>
        <source>After</source>
        <translation>変更後</translation>
    </message>
    <message>
        <source>Move</source>
        <translation>変動</translation>
    </message>
    <message>
        <source>Chips</source>
        <translation>チップ</translation>
    </message>
    <message>
        <source>Chip prices</source>
        <translation>チップ価格</translation>
    </message>
    <message>
        <source>LLM models</source>
        <translation>LLM モデル</translation>
    </message>
    <message>
        <source>Systems</source>
        <translation>システム</translation>
    </message>
    <message>
        <source>Offers</source>
        <translation>オファー</translation>
    </message>
    <message>
        <source>Results</source>
        <translation>結果</translation>
    </message>
    <message>
        <source>Scenarios</source>
        <translation>シナリオ</translation>
    </message>
    <message>
        <source>Change</source>
        <translation>変更</translation>
    </message>
    <message>
        <source>Field</source>
        <translation>フィールド</translation>
    </message>
    <message>
        <source>Status</source>
        <translation>ステータス</translation>
    </message>
    <message>
        <source>Source</source>
        <translation>出典</translation>
    </message>
    <message>
        <source>changed</source>
        <translation>変更</translation>
    </message>
    <message>
        <source>Cannot tell which format to write to %1: end the file&apos;s name in .csv, .json or .md.</source>
        <translation>%1 をどの形式で書き出すか判断できません。ファイル名の末尾を .csv、.json、.md のいずれかにしてください。</translation>
    </message>
</context>
<context>
    <name>EntryJson</name>
    <message>
        <source>price %1 (chip &quot;%2&quot;): %3</source>
        <translation>価格 %1（チップ「%2」）: %3</translation>
    </message>
    <message>
        <source>price %1 (without a chip): %2</source>
        <translation>価格 %1（チップなし）: %2</translation>
    </message>
    <message>
        <source>scenario %1 (&quot;%2&quot;): %3</source>
        <translation>シナリオ %1（「%2」）: %3</translation>
    </message>
    <message>
        <source>scenario %1 (without an id): %2</source>
        <translation>シナリオ %1（IDなし）: %2</translation>
    </message>
    <message>
        <source>unknown key &quot;%1&quot;</source>
        <translation>不明なキー「%1」</translation>
    </message>
    <message>
        <source>chip: is missing or empty</source>
        <translation>chip: ないか空です</translation>
    </message>
    <message>
        <source>usd_per_hour: must be a number above 0</source>
        <translation>usd_per_hour: 0 より大きい数値でなければなりません</translation>
    </message>
    <message>
        <source>quoted_on: &quot;%1&quot; is not a date (YYYY-MM-DD)</source>
        <translation>quoted_on: 「%1」は日付（YYYY-MM-DD）ではありません</translation>
    </message>
    <message>
        <source>quoted_on: must be a date (YYYY-MM-DD) or null</source>
        <translation>quoted_on: 日付（YYYY-MM-DD）か null でなければなりません</translation>
    </message>
    <message>
        <source>source: must be text</source>
        <translation>source: テキストでなければなりません</translation>
    </message>
    <message>
        <source>id: is missing or empty</source>
        <translation>id: ないか空です</translation>
    </message>
    <message>
        <source>%1: must be a number, text or null</source>
        <translation>%1: 数値、テキスト、null のいずれかでなければなりません</translation>
    </message>
</context>
<context>
    <name>Excerpt</name>
    <message numerus="yes">
        <source>%n characters</source>
        <translation>
            <numerusform>%n文字</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Facility</name>
    <message>
        <source>Power per unit</source>
        <translation>1 ユニットあたりの電力</translation>
    </message>
    <message>
        <source>unknown</source>
        <translation>不明</translation>
    </message>
    <message>
        <source>no published power and no server overhead factor</source>
        <translation>公表された電力もサーバーのオーバーヘッド係数もない</translation>
    </message>
    <message>
        <source>no published power and no published TDP of %1</source>
        <translation>公表された電力も %1 の公表 TDP もない</translation>
    </message>
    <message>
        <source>estimate: %1 x %2 W x %3</source>
        <translation>推定: %1 x %2 W x %3</translation>
    </message>
    <message>
        <source>the power of one unit is not known</source>
        <translation>1 ユニットの電力が不明</translation>
    </message>
    <message>
        <source>a %1 kW rack cannot be placed at %2 kW per rack</source>
        <translation>%1 kW のラックはラックあたり %2 kW では設置できない</translation>
    </message>
    <message>
        <source>a %1 kW unit cannot be placed at %2 kW per rack</source>
        <translation>%1 kW のユニットはラックあたり %2 kW では設置できない</translation>
    </message>
    <message>
        <source>spread by its total power over %1 racks of %2 kW: no power per rack is published</source>
        <translation>総電力により %2 kW のラック %1 台に分散: ラックあたりの電力は公表されていない</translation>
    </message>
</context>
<context>
    <name>Field</name>
    <message>
        <source>Process</source>
        <translation>製造プロセス</translation>
    </message>
    <message>
        <source>Transistors</source>
        <translation>トランジスタ数</translation>
    </message>
    <message>
        <source>TDP</source>
        <translation>TDP</translation>
    </message>
    <message>
        <source>Memory</source>
        <translation>メモリ</translation>
    </message>
    <message>
        <source>Memory type</source>
        <translation>メモリの種類</translation>
    </message>
    <message>
        <source>Memory bandwidth</source>
        <translation>メモリ帯域幅</translation>
    </message>
    <message>
        <source>FP64</source>
        <translation>FP64</translation>
    </message>
    <message>
        <source>FP32</source>
        <translation>FP32</translation>
    </message>
    <message>
        <source>TF32 dense</source>
        <translation>TF32 密</translation>
    </message>
    <message>
        <source>FP16 dense</source>
        <translation>FP16 密</translation>
    </message>
    <message>
        <source>BF16 dense</source>
        <translation>BF16 密</translation>
    </message>
    <message>
        <source>FP8 dense</source>
        <translation>FP8 密</translation>
    </message>
    <message>
        <source>INT8 dense</source>
        <translation>INT8 密</translation>
    </message>
    <message>
        <source>FP4 dense</source>
        <translation>FP4 密</translation>
    </message>
    <message>
        <source>Form factor</source>
        <translation>フォームファクター</translation>
    </message>
    <message>
        <source>Interconnect</source>
        <translation>インターコネクト</translation>
    </message>
    <message>
        <source>Interconnect bandwidth</source>
        <translation>インターコネクト帯域幅</translation>
    </message>
    <message>
        <source>Scale-up domain</source>
        <translation>スケールアップドメイン</translation>
    </message>
    <message>
        <source>Software</source>
        <translation>ソフトウェア</translation>
    </message>
    <message>
        <source>Availability</source>
        <translation>提供状況</translation>
    </message>
    <message>
        <source>Announced</source>
        <translation>発表日</translation>
    </message>
    <message>
        <source>Released</source>
        <translation>発売日</translation>
    </message>
    <message>
        <source>Launch price</source>
        <translation>発売時価格</translation>
    </message>
    <message>
        <source>Memory visible to software</source>
        <translation>ソフトウェアから見えるメモリ</translation>
    </message>
</context>
<context>
    <name>Figure</name>
    <message>
        <source>published</source>
        <translation>公表値</translation>
    </message>
    <message>
        <source>computed</source>
        <translation>計算値</translation>
    </message>
    <message>
        <source>not published</source>
        <translation>非公表</translation>
    </message>
    <message>
        <source>unknown</source>
        <translation>不明</translation>
    </message>
    <message>
        <source>unverified</source>
        <translation>未検証</translation>
    </message>
    <message>
        <source>design target, not shipping</source>
        <translation>設計目標値、未出荷</translation>
    </message>
    <message>
        <source>target</source>
        <extracomment>The short mark of a design target&apos;s value in tables: &quot;2,517 target&quot;</extracomment>
        <translation>目標</translation>
    </message>
</context>
<context>
    <name>FigureFormat</name>
    <message>
        <source>up to %1</source>
        <translation>最大%1</translation>
    </message>
    <message>
        <source>from %1</source>
        <translation>%1以上</translation>
    </message>
    <message>
        <source>%1 as printed by %2</source>
        <translation>%1 (%2の表記)</translation>
    </message>
    <message>
        <source>at %1</source>
        <translation>%1時</translation>
    </message>
    <message>
        <source>at %1, %2</source>
        <translation>%1時、%2</translation>
    </message>
    <message>
        <source>%1 as printed = %2</source>
        <translation>表記どおり %1 = %2</translation>
    </message>
    <message>
        <source>%1 printed in GiB (GiB/s) by its source, converted: 1 GiB = 1.0737 GB</source>
        <translation>%1 出典が GiB (GiB/s) で表記、換算済み: 1 GiB = 1.0737 GB</translation>
    </message>
</context>
<context>
    <name>FitMeasured</name>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>✗ %1: above its bound</source>
        <translation>✗ %1: 上限を超えています</translation>
    </message>
    <message>
        <source>no result</source>
        <translation>結果なし</translation>
    </message>
    <message>
        <source>no bound</source>
        <translation>上限なし</translation>
    </message>
    <message>
        <source>No measured result of this model on this hardware or its chip: the costs are upper bounds.</source>
        <translation>このハードウェアまたはそのチップでのこのモデルの測定結果はありません。コストは上限に基づく値です。</translation>
    </message>
    <message>
        <source>Result %1: %2</source>
        <translation>結果 %1: %2</translation>
    </message>
    <message>
        <source>Ran on %1, of the same chip: its rate per chip carries over.</source>
        <translation>同じチップの %1 で実行されました。チップあたりのレートをそのまま使います。</translation>
    </message>
    <message numerus="yes">
        <source>Measured %1 tokens/s on %Ln chip(s), %2 per chip</source>
        <translation>
            <numerusform>%Ln チップで実測 %1 トークン/秒、チップあたり %2</numerusform>
        </translation>
    </message>
    <message>
        <source>Bound for the result&apos;s own inputs: %1 tokens/s (%2)</source>
        <translation>結果自身の入力に対する上限: %1 トークン/秒 (%2)</translation>
    </message>
    <message>
        <source>Source: %1</source>
        <translation>出典: %1</translation>
    </message>
</context>
<context>
    <name>GuiStartup</name>
    <message>
        <source>Unknown sort field &quot;%1&quot;: use %2.</source>
        <translation>不明な並べ替えフィールド「%1」です。%2のいずれかを使用してください。</translation>
    </message>
    <message>
        <source>Unknown sort order &quot;%1&quot;: use asc or desc.</source>
        <translation>不明な並べ替え順序「%1」です。ascまたはdescを使用してください。</translation>
    </message>
    <message>
        <source>Unknown column &quot;%1&quot;: use %2.</source>
        <translation>不明な列「%1」です。%2のいずれかを使用してください。</translation>
    </message>
    <message>
        <source>--columns names no column.</source>
        <translation>--columnsに列が指定されていません。</translation>
    </message>
    <message>
        <source>Invalid size &quot;%1&quot;: use WIDTHxHEIGHT, e.g. 1440x900.</source>
        <translation>無効なサイズ「%1」です。幅x高さの形式 (例: 1440x900) で指定してください。</translation>
    </message>
    <message>
        <source>Invalid --%1 &quot;%2&quot;: use a whole number from 1 to %3.</source>
        <translation>--%1の値「%2」は無効です。1～%3の整数を指定してください。</translation>
    </message>
    <message>
        <source>Unknown chart &quot;%1&quot;: use %2.</source>
        <translation>不明なグラフ「%1」です。%2のいずれかを使用してください。</translation>
    </message>
    <message>
        <source>Unknown chart field &quot;%1&quot; for --%2: use %3.</source>
        <translation>--%2のグラフフィールド「%1」は不明です。%3のいずれかを使用してください。</translation>
    </message>
    <message>
        <source>Unknown --chart-log &quot;%1&quot;: use x, y, xy or none.</source>
        <translation>--chart-logの値「%1」は不明です。x、y、xy、noneのいずれかを使用してください。</translation>
    </message>
    <message>
        <source>--compare takes 2 to 4 different chip or system ids, separated by commas.</source>
        <translation>--compareには、異なるチップまたはシステムのIDを2～4個、カンマ区切りで指定します。</translation>
    </message>
    <message>
        <source>Compare AI accelerators figure by figure, each with its source.</source>
        <translation>AIアクセラレータを数値ごとに、出典付きで比較します。</translation>
    </message>
    <message>
        <source>Open the catalog file at &lt;path&gt;, or the team catalog at postgresql://USER@HOST:PORT/DBNAME[?sslmode=MODE], instead of the one chosen in Settings, Catalog.</source>
        <translation>「設定」の「カタログ」で選択したものの代わりに、&lt;path&gt;のカタログファイル、またはpostgresql://USER@HOST:PORT/DBNAME[?sslmode=MODE]のチームカタログを開きます。</translation>
    </message>
    <message>
        <source>Select the chip or system with this &lt;id&gt;.</source>
        <translation>この&lt;id&gt;のチップまたはシステムを選択します。</translation>
    </message>
    <message>
        <source>Start with this text in the filter.</source>
        <translation>フィルターにこのテキストを入力した状態で起動します。</translation>
    </message>
    <message>
        <source>Sort by a column key, e.g. bf16_tflops_dense:desc.</source>
        <translation>列キーで並べ替えます (例: bf16_tflops_dense:desc)。</translation>
    </message>
    <message>
        <source>Show these columns in this order, e.g. name,vendor,tdp_w.</source>
        <translation>指定した列をこの順序で表示します (例: name,vendor,tdp_w)。</translation>
    </message>
    <message>
        <source>Precision of the perf/W column: fp64, fp32, tf32, fp16, bf16, fp8, int8 or fp4.</source>
        <translation>ワットあたり性能の列の精度: fp64、fp32、tf32、fp16、bf16、fp8、int8、fp4のいずれか。</translation>
    </message>
    <message>
        <source>Forget the remembered window, column and filter state.</source>
        <translation>保存されているウィンドウ、列、フィルターの状態を破棄します。</translation>
    </message>
    <message>
        <source>Open the window at this size, e.g. 1440x900.</source>
        <translation>このサイズでウィンドウを開きます (例: 1440x900)。</translation>
    </message>
    <message>
        <source>Compare these 2 to 4 chips or systems (comma-separated ids; a chip beside a system is taken as many times as the system has chips) and show the Compare tab.</source>
        <translation>指定した2～4個のチップまたはシステムを比較し、「比較」タブを表示します (IDはカンマ区切り。システムと並べたチップは、そのシステムのチップ数と同じ個数として扱います)。</translation>
    </message>
    <message>
        <source>Open the model-fit calculator on this model &lt;id&gt;; with --select, that chip&apos;s row is selected and explained.</source>
        <translation>この&lt;id&gt;のモデルでモデル適合計算ツールを開きます。--selectを指定すると、そのチップの行を選択して説明を表示します。</translation>
    </message>
    <message>
        <source>Weight precision in the calculator: fp32, bf16, fp16, fp8, int8, int4, mxfp4 or a number of bits per weight.</source>
        <translation>計算ツールでの重みの精度: fp32、bf16、fp16、fp8、int8、int4、mxfp4、または重みあたりのビット数。</translation>
    </message>
    <message>
        <source>Context length in the calculator (tokens).</source>
        <translation>計算ツールでのコンテキスト長 (トークン数)。</translation>
    </message>
    <message>
        <source>Concurrent sequences in the calculator.</source>
        <translation>計算ツールでの同時シーケンス数。</translation>
    </message>
    <message>
        <source>Number of chips in the calculator.</source>
        <translation>計算ツールでのチップ数。</translation>
    </message>
    <message>
        <source>Memory budget in the calculator: rule-of-thumb, vllm, sglang or trtllm.</source>
        <translation>計算ツールでのメモリ予算: rule-of-thumb、vllm、sglang、trtllmのいずれか。</translation>
    </message>
    <message>
        <source>Plot this field along the chart&apos;s X axis, e.g. tdp_w, memory_bw_gbs or released.</source>
        <translation>グラフのX軸にこのフィールドをプロットします (例: tdp_w、memory_bw_gbs、released)。</translation>
    </message>
    <message>
        <source>Plot this field along the chart&apos;s Y axis, e.g. throughput.</source>
        <translation>グラフのY軸にこのフィールドをプロットします (例: throughput)。</translation>
    </message>
    <message>
        <source>Logarithmic chart axes: x, y, xy or none.</source>
        <translation>グラフの対数軸: x、y、xy、noneのいずれか。</translation>
    </message>
    <message>
        <source>Plot the catalog&apos;s systems on the chart, as a series of their own.</source>
        <translation>カタログのシステムを独立した系列としてグラフにプロットします。</translation>
    </message>
    <message>
        <source>Unexpected argument &quot;%1&quot;.</source>
        <translation>予期しない引数「%1」です。</translation>
    </message>
    <message>
        <source>--db: %1.</source>
        <translation>--db: %1。</translation>
    </message>
    <message>
        <source>Unknown precision &quot;%1&quot;.</source>
        <translation>不明な精度「%1」です。</translation>
    </message>
    <message>
        <source>--%1 needs --fit MODEL.</source>
        <translation>--%1には--fit MODELが必要です。</translation>
    </message>
    <message>
        <source>--fit needs a model id.</source>
        <translation>--fitにはモデルIDが必要です。</translation>
    </message>
    <message>
        <source>Unknown weight precision &quot;%1&quot;: use fp32, bf16, fp16, fp8, int8, int4, mxfp4 or a number of bits.</source>
        <translation>不明な重みの精度「%1」です。fp32、bf16、fp16、fp8、int8、int4、mxfp4、またはビット数を指定してください。</translation>
    </message>
    <message>
        <source>Unknown memory budget &quot;%1&quot;: use rule-of-thumb, vllm, sglang or trtllm.</source>
        <translation>不明なメモリ予算「%1」です。rule-of-thumb、vllm、sglang、trtllmのいずれかを使用してください。</translation>
    </message>
    <message>
        <source>No password is saved in the keychain for this connection. Settings, Catalog can remember it.</source>
        <translation>この接続のパスワードはキーチェーンに保存されていません。「設定」の「カタログ」で保存できます。</translation>
    </message>
    <message>
        <source>No keychain is available, so ChipAtlas asks for the password each time it connects.</source>
        <translation>キーチェーンを利用できないため、ChipAtlasは接続のたびにパスワードを要求します。</translation>
    </message>
    <message>
        <source>Open this settings page once the window shows: catalog or preferences.</source>
        <translation>ウィンドウの表示後にこの設定ページを開きます: catalogまたはpreferences。</translation>
    </message>
    <message>
        <source>Use this theme for this run: system, light or dark (Preferences keep the one for every run).</source>
        <translation>この実行で使うテーマ: system、light、dark (毎回のテーマは環境設定で保存されます)。</translation>
    </message>
    <message>
        <source>Unknown settings page &quot;%1&quot;: use catalog or preferences.</source>
        <translation>不明な設定ページ「%1」です。catalogまたはpreferencesを使用してください。</translation>
    </message>
    <message>
        <source>Unknown theme &quot;%1&quot;: use system, light or dark.</source>
        <translation>不明なテーマ「%1」です。system、light、darkのいずれかを使用してください。</translation>
    </message>
    <message>
        <source>Type this text into the quick search (--open quick-search).</source>
        <translation>このテキストをクイック検索に入力します (--open quick-search)。</translation>
    </message>
    <message>
        <source>--search needs --open quick-search.</source>
        <translation>--searchには--open quick-searchが必要です。</translation>
    </message>
    <message>
        <source>--open %1 needs --select ID.</source>
        <translation>--open %1には--select IDが必要です。</translation>
    </message>
    <message>
        <source>Show this table: chips, systems or results.</source>
        <translation>この表を表示します: chips、systems、results。</translation>
    </message>
    <message>
        <source>Choose this menu entry once the window shows and the catalog is loaded: quick-search, edit-chip, edit-system, record-result, undo-history, user-guide or about.</source>
        <translation>ウィンドウが表示されカタログが読み込まれたら、このメニュー項目を選択します: quick-search、edit-chip、edit-system、record-result、undo-history、user-guide、about。</translation>
    </message>
    <message>
        <source>Unknown menu entry &quot;%1&quot; for --open: use quick-search, edit-chip, edit-system, record-result, undo-history, user-guide or about.</source>
        <translation>--open のメニュー項目「%1」は不明です。quick-search、edit-chip、edit-system、record-result、undo-history、user-guide、about のいずれかを使ってください。</translation>
    </message>
    <message>
        <source>Unknown table &quot;%1&quot;: use chips, systems or results.</source>
        <translation>表「%1」は不明です。chips、systems、results のいずれかを使ってください。</translation>
    </message>
    <message>
        <source>Show the Chart tab with this preset: perf-per-watt, memory-vs-bandwidth, throughput-vs-bandwidth, throughput-vs-release, or the measured results&apos; measured-vs-bound or tokens-per-watt.</source>
        <translation>このプリセットでグラフタブを表示します: perf-per-watt、memory-vs-bandwidth、throughput-vs-bandwidth、throughput-vs-release、または測定結果の measured-vs-bound か tokens-per-watt。</translation>
    </message>
    <message>
        <source>Open Own or rent on this system or chip &lt;id&gt;, or on two side by side (comma-separated).</source>
        <translation>このシステムまたはチップ &lt;id&gt; で「購入かレンタルか」を開く。2 つをカンマ区切りで指定すると並べて表示。</translation>
    </message>
    <message>
        <source>Open Own or rent on this saved scenario (its id or name); with --own-or-rent, its assumptions on that hardware.</source>
        <translation>この保存済みシナリオ（ID または名前）で「購入かレンタルか」を開く。--own-or-rent と併用すると、その前提をそのハードウェアに適用。</translation>
    </message>
    <message>
        <source>--own-or-rent takes one system or chip id, or two different ones separated by a comma.</source>
        <translation>--own-or-rent にはシステムまたはチップの ID を 1 つ、または異なる 2 つをカンマ区切りで指定します。</translation>
    </message>
    <message>
        <source>--scenario needs a scenario&apos;s name.</source>
        <translation>--scenario にはシナリオの名前が必要です。</translation>
    </message>
    <message>
        <source>Show this tab beside the table: details, compare, chart or what-changed.</source>
        <translation>表の横にこのタブを表示します: details、compare、chart、what-changed のいずれか。</translation>
    </message>
    <message>
        <source>Show the What changed tab comparing the saved snapshot FROM with the snapshot TO, or with the catalog now when TO is left out (names or ids; the value may be left out).</source>
        <translation>「変更点」タブを表示し、保存済みスナップショット FROM をスナップショット TO と、TO を省略すると現在のカタログと比較します（名前または ID。値は省略可）。</translation>
    </message>
    <message>
        <source>Unknown tab &quot;%1&quot;: use details, compare, chart or what-changed.</source>
        <translation>不明なタブ「%1」: details、compare、chart、what-changed のいずれかを指定してください。</translation>
    </message>
    <message>
        <source>--what-changed &quot;%1&quot;: give FROM,TO or FROM alone (saved snapshots&apos; names or ids).</source>
        <translation>--what-changed「%1」: FROM,TO または FROM のみを指定してください（保存済みスナップショットの名前または ID）。</translation>
    </message>
    <message>
        <source>Open the price history of this offer, chip or system &lt;id&gt;.</source>
        <translation>このオファー、チップ、またはシステム &lt;id&gt; の価格履歴を開きます。</translation>
    </message>
    <message>
        <source>--price-history needs the id of an offer, a chip or a system.</source>
        <translation>--price-history にはオファー、チップ、またはシステムの ID が必要です。</translation>
    </message>
</context>
<context>
    <name>Metrics</name>
    <message>
        <source>%1 %2</source>
        <translation>%1 %2</translation>
    </message>
    <message>
        <source>uses the unverified %1</source>
        <translation>未検証の%1を使用</translation>
    </message>
    <message>
        <source>%1 may be a sparse figure</source>
        <translation>%1は疎の数値の可能性あり</translation>
    </message>
    <message>
        <source>%1 / TDP %2</source>
        <translation>%1 / TDP %2</translation>
    </message>
    <message>
        <source>memory bandwidth / %1</source>
        <translation>メモリ帯域幅 / %1</translation>
    </message>
    <message>
        <source>Can be bought</source>
        <translation>購入可能</translation>
    </message>
    <message>
        <source>In a cloud</source>
        <translation>クラウドで利用可能</translation>
    </message>
    <message>
        <source>Internal use only</source>
        <translation>社内利用のみ</translation>
    </message>
    <message>
        <source>uses the design target %1</source>
        <translation>設計目標値の%1を使用</translation>
    </message>
</context>
<context>
    <name>MlperfResults</name>
    <message>
        <source>%1: cannot read it: %2</source>
        <translation>%1: 読み込めません: %2</translation>
    </message>
    <message>
        <source>%1: %2 bytes is too large for an MLPerf file</source>
        <translation>%1: %2 バイトは MLPerf のファイルとしては大きすぎます</translation>
    </message>
    <message>
        <source>%1: is not a folder</source>
        <translation>%1: フォルダではありません</translation>
    </message>
    <message>
        <source>%1: is not an MLPerf results folder; give a submitter&apos;s folder (with results/ and systems/, e.g. closed/NVIDIA) or one system&apos;s folder under its results/</source>
        <translation>%1: MLPerf の結果フォルダではありません。提出者のフォルダ（results/ と systems/ を含むもの。例: closed/NVIDIA）か、その results/ の下にある 1 システムのフォルダを指定してください</translation>
    </message>
    <message>
        <source>%1: no %2 in the folders above it: MLCommons gives each result&apos;s id (&quot;5.1-0001&quot;) and version there, at the root of the results repository; import a folder of a full copy of it</source>
        <translation>%1: 上位のフォルダに %2 がありません。MLCommons は各結果の ID（「5.1-0001」）とバージョンを結果リポジトリのルートにあるこのファイルに記載しています。リポジトリ全体のコピーにあるフォルダをインポートしてください</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>is not an array of results</source>
        <translation>結果の配列ではありません</translation>
    </message>
    <message>
        <source>is not a JSON object</source>
        <translation>JSON オブジェクトではありません</translation>
    </message>
    <message>
        <source>%1: needs accelerator_model_name, accelerators_per_node and number_of_nodes (whole numbers of at least 1) and submitter</source>
        <translation>%1: accelerator_model_name、accelerators_per_node と number_of_nodes（1 以上の整数）、submitter が必要です</translation>
    </message>
    <message>
        <source>%1: &quot;%2&quot; is not a number</source>
        <translation>%1: 「%2」は数値ではありません</translation>
    </message>
    <message>
        <source>%1: the accelerator %2 is no chip of the catalog; add the chip, or map the name to a chip id (chipatlas-cli import --results FOLDER --accelerator &quot;NAME=CHIP_ID&quot;)</source>
        <translation>%1: アクセラレータ %2 はカタログのチップではありません。チップを追加するか、名前をチップ ID に対応付けてください（chipatlas-cli import --results FOLDER --accelerator &quot;NAME=CHIP_ID&quot;）</translation>
    </message>
    <message>
        <source>%1: the accelerator %2 matches more than one chip of the catalog (%3); map the name to one chip id (chipatlas-cli import --results FOLDER --accelerator &quot;NAME=CHIP_ID&quot;)</source>
        <translation>%1: アクセラレータ %2 はカタログの複数のチップ（%3）に一致します。名前を 1 つのチップ ID に対応付けてください（chipatlas-cli import --results FOLDER --accelerator &quot;NAME=CHIP_ID&quot;）</translation>
    </message>
    <message>
        <source>%1: the scenario %2 is not one of Offline, Server, Interactive</source>
        <translation>%1: シナリオ %2 は Offline、Server、Interactive のいずれでもありません</translation>
    </message>
    <message>
        <source>%1: its tokens per second are inferred, not measured</source>
        <translation>%1: 毎秒トークン数は推定値で、測定値ではありません</translation>
    </message>
    <message>
        <source>%1: no tokens per second (not an LLM benchmark)</source>
        <translation>%1: 毎秒トークン数がありません（LLM のベンチマークではありません）</translation>
    </message>
    <message>
        <source>%1: the run is not VALID</source>
        <translation>%1: この実行は VALID ではありません</translation>
    </message>
    <message>
        <source>%1: is not in %2, so its result id is unknown</source>
        <translation>%1: %2 に載っていないため、結果 ID が不明です</translation>
    </message>
    <message>
        <source>%1: ChipAtlas does not know when MLCommons published MLPerf Inference %2 (it knows v5.0 and v5.1), and a result needs its date: give the day MLCommons announced the round&apos;s results (chipatlas-cli import --results FOLDER --published YYYY-MM-DD)</source>
        <translation>%1: MLCommons が MLPerf Inference %2 を公開した日を ChipAtlas は知りません（知っているのは v5.0 と v5.1 です）。結果には日付が必要です: MLCommons がそのラウンドの結果を発表した日を指定してください（chipatlas-cli import --results フォルダー --published YYYY-MM-DD）</translation>
    </message>
</context>
<context>
    <name>ModelFit</name>
    <message>
        <source>Rule of thumb</source>
        <translation>経験則</translation>
    </message>
    <message>
        <source>memory</source>
        <translation>メモリ</translation>
    </message>
    <message>
        <source>memory visible to software</source>
        <translation>ソフトウェアから見えるメモリ</translation>
    </message>
    <message>
        <source>memory bandwidth</source>
        <translation>メモリ帯域幅</translation>
    </message>
    <message>
        <source>%1 throughput</source>
        <translation>%1スループット</translation>
    </message>
    <message>
        <source>%1: %2&apos;s %3 is %4</source>
        <translation>%1: %2の%3は%4です</translation>
    </message>
    <message>
        <source>%1 uses %2&apos;s unverified %3</source>
        <translation>%1では%2の未検証の%3を使用しています</translation>
    </message>
    <message>
        <source>%1: %2&apos;s %3 may be a sparse figure</source>
        <translation>%1: %2の%3は疎の数値である可能性があります</translation>
    </message>
    <message>
        <source>MXFP4: %1 expert params at 4.25 bits, the other %2 params at 16 bits (the way gpt-oss ships)</source>
        <translation>MXFP4: エキスパートパラメータ%1個は4.25 ビット、その他のパラメータ%2個は16 ビット (gpt-ossの配布形式と同じ)</translation>
    </message>
    <message>
        <source>MXFP4 on the dense model %1: 4.25 bits for every weight</source>
        <translation>Denseモデル%1でのMXFP4: すべての重みが4.25 ビット</translation>
    </message>
    <message>
        <source>%1 uses MLA: the KV cache holds the compressed latent (%2 + %3 per layer), as MLA-aware engines store it</source>
        <translation>%1はMLAを使用しています: MLA対応エンジンと同様に、KVキャッシュには圧縮された潜在表現 (レイヤーあたり%2 + %3) を保持します</translation>
    </message>
    <message>
        <source>%1&apos;s sliding_window of %2 is treated as full attention</source>
        <translation>%1のsliding_window (%2) はフルアテンションとして扱います</translation>
    </message>
    <message>
        <source>%1: %2 of %3 layers use a %4-token sliding window; their cache is capped at the window</source>
        <translation>%1: %3 レイヤー中%2 レイヤーが%4 トークンのスライディングウィンドウを使用します。これらのキャッシュはウィンドウサイズが上限です</translation>
    </message>
    <message>
        <source>%1: sliding windows not honoured, the engine allocates the full context in all %2 layers</source>
        <translation>%1: スライディングウィンドウを考慮しないため、エンジンは全%2 レイヤーでコンテキスト全体を確保します</translation>
    </message>
    <message>
        <source>context of %1 tokens exceeds %2&apos;s maximum of %3</source>
        <translation>コンテキスト長%1 トークンは%2の最大値%3を超えています</translation>
    </message>
    <message>
        <source>MLA under tensor parallelism: each of the %1 chips holds %2&apos;s full latent KV cache, %3x</source>
        <translation>テンソル並列でのMLA: %1個のチップそれぞれが%2の潜在KVキャッシュ全体を保持します (%3x)</translation>
    </message>
    <message>
        <source>tensor parallelism over %1 chips exceeds %2&apos;s %3 KV heads: the KV cache is replicated, %4x</source>
        <translation>%1 チップでのテンソル並列は%2のKVヘッド数%3を超えています: KVキャッシュは複製されます (%4x)</translation>
    </message>
    <message>
        <source>the fit</source>
        <translation>適合判定</translation>
    </message>
    <message>
        <source>%1&apos;s memory is %2: whether %3 fits cannot be checked</source>
        <translation>%1のメモリは%2です。%3が収まるかどうかは確認できません</translation>
    </message>
    <message>
        <source>no number of %1 chips up to %2 holds %3%4</source>
        <translation>%1を%2個まで使っても%3は収まりません%4</translation>
    </message>
    <message>
        <source>: beyond the KV heads, the replicated KV cache grows with every chip</source>
        <translation>: KVヘッド数を超えると、複製されたKVキャッシュがチップごとに増えるため</translation>
    </message>
    <message>
        <source>%1 has no %2: %3 is used instead</source>
        <translation>%1には%2がないため、代わりに%3を使用します</translation>
    </message>
    <message>
        <source>%1 has no head_dim: hidden_size / num_attention_heads is used</source>
        <translation>%1にはhead_dimがないため、hidden_size / num_attention_headsを使用します</translation>
    </message>
    <message>
        <source>set</source>
        <translation>指定値</translation>
    </message>
    <message>
        <source>SGLang&apos;s rule for %1 MiB at TP %2</source>
        <translation>SGLangのルール (%1 MiB、TP %2)</translation>
    </message>
    <message>
        <source>%1 default</source>
        <translation>%1の既定値</translation>
    </message>
    <message>
        <source>%1 bytes visible to software (%2)</source>
        <translation>ソフトウェアから見える%1 バイト (%2)</translation>
    </message>
    <message>
        <source>rule of thumb: %1 GB as printed, read as decimal GB</source>
        <translation>経験則: 表記どおりの%1 GB (10進数のGBとして解釈)</translation>
    </message>
    <message>
        <source>visible memory unknown: the printed %1 GiB (%2)</source>
        <translation>ソフトウェアから見えるメモリが不明: 表記上の%1 GiB (%2)</translation>
    </message>
    <message>
        <source>visible memory unknown: the printed %1 GB</source>
        <translation>ソフトウェアから見えるメモリが不明: 表記上の%1 GB</translation>
    </message>
    <message>
        <source>Memory per chip</source>
        <translation>チップあたりのメモリ</translation>
    </message>
    <message>
        <source>%1 x %2</source>
        <translation>%1 x %2</translation>
    </message>
    <message>
        <source>Capacity</source>
        <translation>容量</translation>
    </message>
    <message>
        <source>%1 x %2 x %3</source>
        <translation>%1 x %2 x %3</translation>
    </message>
    <message>
        <source>%1 x %2: the weights alone (%3 per chip) do not fit</source>
        <translation>%1 x %2: 重みだけで収まりません (チップあたり%3)</translation>
    </message>
    <message>
        <source>(%1 weights + %2 x (%3 - %1 weights)) x %4</source>
        <translation>(重み %1 + %2 x (%3 - 重み %1)) x %4</translation>
    </message>
    <message>
        <source>Budget for weights + KV cache</source>
        <translation>重み + KVキャッシュの予算</translation>
    </message>
    <message>
        <source>%1% x (%2 weights + %3)</source>
        <translation>%1% x (重み %2 + %3)</translation>
    </message>
    <message>
        <source>none: the %1 budget keeps its own reserve</source>
        <translation>なし: %1の予算は独自の予備領域を確保します</translation>
    </message>
    <message>
        <source>memory budget: %1 %2 %3, following %4 (%5)</source>
        <translation>メモリ予算: %1 %2 %3 (%4に準拠、%5)</translation>
    </message>
    <message>
        <source>%1&apos;s memory visible to software is unknown: the %2 budget reads the printed capacity, %3</source>
        <translation>%1のソフトウェアから見えるメモリは不明です。%2の予算では表記上の容量 (%3) を使用します</translation>
    </message>
    <message>
        <source>%1 GiB as printed</source>
        <translation>表記どおりの%1 GiB</translation>
    </message>
    <message>
        <source>vLLM&apos;s budget also holds the activation peak it profiles at start-up, allocations outside PyTorch (NCCL, cuBLAS) and, when estimated, CUDA graphs; they are not modelled here, so the KV cache it allocates is smaller than this budget leaves</source>
        <translation>vLLMの予算には、起動時にプロファイリングするアクティベーションのピーク、PyTorch外の割り当て (NCCL、cuBLAS)、および見積もる場合はCUDAグラフも含まれます。これらはここではモデル化していないため、vLLMが確保するKVキャッシュは、この予算で残る量より小さくなります</translation>
    </message>
    <message>
        <source>SGLang&apos;s reserve (1 - mem_fraction_static) holds activations, CUDA graph buffers and metadata; the rule followed leaves out its DP-attention, piecewise-graph, speculative-decoding and vision-model terms</source>
        <translation>SGLangの予備領域 (1 - mem_fraction_static) には、アクティベーション、CUDAグラフのバッファ、メタデータが含まれます。ここで従っているルールでは、DPアテンション、区分的グラフ、投機的デコード、ビジョンモデルの項を省いています</translation>
    </message>
    <message>
        <source>TensorRT-LLM gives the KV cache a fraction of the memory free after loading; the runtime&apos;s own buffers, also taken before that, are not modelled here</source>
        <translation>TensorRT-LLMは、ロード後の空きメモリの一定割合をKVキャッシュに割り当てます。同じくその前に確保されるランタイム自身のバッファは、ここではモデル化していません</translation>
    </message>
    <message>
        <source>the %1% headroom applies to the rule of thumb only; the %2 budget keeps its own reserve</source>
        <translation>%1%のヘッドルームは経験則にのみ適用されます。%2の予算は独自の予備領域を確保します</translation>
    </message>
    <message>
        <source>4.25 bits (MXFP4)</source>
        <translation>4.25 ビット (MXFP4)</translation>
    </message>
    <message>
        <source>1 byte (%1)</source>
        <translation>1 バイト (%1)</translation>
    </message>
    <message>
        <source>%1 bytes (%2)</source>
        <translation>%1 バイト (%2)</translation>
    </message>
    <message>
        <source>2 bytes (%1)</source>
        <translation>2 バイト (%1)</translation>
    </message>
    <message>
        <source>%1 expert params x 4.25 bits (MXFP4) + %2 other params x 2 bytes (BF16)</source>
        <translation>エキスパートパラメータ %1 x 4.25 ビット (MXFP4) + その他のパラメータ %2 x 2 バイト (BF16)</translation>
    </message>
    <message>
        <source>%1 params x %2</source>
        <translation>パラメータ %1 x %2</translation>
    </message>
    <message>
        <source>%1 layers x (%2 KV LoRA rank + %3 RoPE dims) x %4 = %5 bytes per token</source>
        <translation>%1 レイヤー x (KV LoRAランク %2 + RoPE次元 %3) x %4 = トークンあたり %5 バイト</translation>
    </message>
    <message>
        <source>2 x %1 layers x %2 KV heads x %3 head dim x %4 = %5 bytes per token</source>
        <translation>2 x %1 レイヤー x KVヘッド %2 x ヘッド次元 %3 x %4 = トークンあたり %5 バイト</translation>
    </message>
    <message>
        <source>%1 bytes per layer and token x (%2 full layers x %3 tokens + %4 sliding-window layers x %5 tokens) x %6</source>
        <translation>レイヤー・トークンあたり %1 バイト x (フルレイヤー %2 x %3 トークン + スライディングウィンドウレイヤー %4 x %5 トークン) x %6</translation>
    </message>
    <message>
        <source>%1 bytes x %2 x %3</source>
        <translation>%1 バイト x %2 x %3</translation>
    </message>
    <message>
        <source>%1 %2 (%3 dense) x %4 / (2 x %5 active params)</source>
        <translation>%1 %2 (%3 密) x %4 / (2 x アクティブパラメータ %5)</translation>
    </message>
    <message>
        <source>the %1 budget per chip</source>
        <translation>チップあたりの%1予算</translation>
    </message>
    <message>
        <source>divides %1 attention heads (MLA: the latent on every chip)</source>
        <translation>アテンションヘッド数 %1 を割り切り (MLA: 潜在表現は各チップに保持)</translation>
    </message>
    <message>
        <source>divides %1 attention heads and divides %2 KV heads or is a multiple of them</source>
        <translation>アテンションヘッド数 %1 を割り切り、KVヘッド数 %2 を割り切るかその倍数であり</translation>
    </message>
    <message>
        <source>divides %1 KV heads or is a multiple of them</source>
        <translation>KVヘッド数 %1 を割り切るかその倍数であり</translation>
    </message>
    <message>
        <source>Tensor-parallel degree</source>
        <translation>テンソル並列度</translation>
    </message>
    <message>
        <source>smallest n that %1, with %2 (KV cache x %3) &lt;= n x %4</source>
        <translation>%1、%2 (KVキャッシュ x %3) &lt;= n x %4 を満たす最小の n</translation>
    </message>
    <message>
        <source>Pipeline-parallel degree</source>
        <translation>パイプライン並列度</translation>
    </message>
    <message>
        <source>smallest n &lt;= %1 layers whose largest stage (%2 of %1 layers: %3) &lt;= %4</source>
        <translation>n &lt;= %1 (レイヤー数) のうち、最大ステージ (%1 レイヤー中 %2 レイヤー: %3) &lt;= %4 となる最小の n</translation>
    </message>
    <message>
        <source>Chips the verdict uses</source>
        <translation>判定に使うチップ数</translation>
    </message>
    <message>
        <source>pipeline parallelism: %1 stages &lt; tensor-parallel %2</source>
        <translation>パイプライン並列: %1 ステージ &lt; テンソル並列 %2</translation>
    </message>
    <message>
        <source>pipeline parallelism: no tensor-parallel degree fits</source>
        <translation>パイプライン並列: 収まるテンソル並列度なし</translation>
    </message>
    <message>
        <source>tensor parallelism</source>
        <translation>テンソル並列</translation>
    </message>
    <message>
        <source>Decode bound from memory bandwidth</source>
        <translation>メモリ帯域幅によるデコード上限</translation>
    </message>
    <message>
        <source>%1 GB/s x %2 / %3 per step (%4 active weights + %5) x %6</source>
        <translation>%1 GB/s x %2 / ステップあたり %3 (アクティブな重み %4 + %5) x %6</translation>
    </message>
    <message>
        <source>Decode bound from compute</source>
        <translation>演算性能によるデコード上限</translation>
    </message>
    <message>
        <source>min(%1 bandwidth, %2 compute): compute binds</source>
        <translation>min(帯域幅 %1, 演算 %2): 演算性能が律速</translation>
    </message>
    <message>
        <source>min(%1 bandwidth, %2 compute): memory bandwidth binds</source>
        <translation>min(帯域幅 %1, 演算 %2): メモリ帯域幅が律速</translation>
    </message>
    <message>
        <source>%1 bandwidth (no compute bound: the %2 throughput is missing)</source>
        <translation>帯域幅 %1 (演算性能による上限なし: %2スループットがありません)</translation>
    </message>
    <message>
        <source>Decode upper bound, all sequences</source>
        <translation>デコード上限 (全シーケンス)</translation>
    </message>
    <message>
        <source>Decode upper bound per sequence</source>
        <translation>シーケンスあたりのデコード上限</translation>
    </message>
    <message>
        <source>%1 tokens/s / %2</source>
        <translation>%1 tokens/s / %2</translation>
    </message>
    <message>
        <source>%1 KV cache x %2 (replicated)</source>
        <translation>KVキャッシュ %1 x %2 (複製)</translation>
    </message>
    <message>
        <source>%1 KV cache</source>
        <translation>KVキャッシュ %1</translation>
    </message>
    <message>
        <source>Weights</source>
        <translation>重み</translation>
    </message>
    <message>
        <source>KV cache per token</source>
        <translation>トークンあたりのKVキャッシュ</translation>
    </message>
    <message>
        <source>KV cache</source>
        <translation>KVキャッシュ</translation>
    </message>
    <message>
        <source>Headroom</source>
        <translation>ヘッドルーム</translation>
    </message>
    <message>
        <source>Total</source>
        <translation>合計</translation>
    </message>
    <message>
        <source>%1 weights + %2 + %3 headroom</source>
        <translation>重み %1 + %2 + ヘッドルーム %3</translation>
    </message>
    <message>
        <source>Margin</source>
        <translation>余裕</translation>
    </message>
    <message>
        <source>%1 capacity - %2 total</source>
        <translation>容量 %1 - 合計 %2</translation>
    </message>
    <message>
        <source>Chips needed, memory alone</source>
        <translation>必要チップ数 (メモリのみ)</translation>
    </message>
    <message>
        <source>smallest n with weights + KV cache %1 + headroom &lt;= n x %2</source>
        <translation>重み + KVキャッシュ %1 + ヘッドルーム &lt;= n x %2 を満たす最小の n</translation>
    </message>
    <message>
        <source>(MLA: one copy per chip)</source>
        <translation>(MLA: チップごとに1コピー)</translation>
    </message>
    <message>
        <source>(replicated beyond %1 KV heads)</source>
        <translation>(KVヘッド数 %1 を超えると複製)</translation>
    </message>
    <message>
        <source>Prefill upper bound</source>
        <translation>プリフィル上限</translation>
    </message>
    <message>
        <source>%1&apos;s memory is %2: %3 cannot be computed</source>
        <translation>%1のメモリは%2のため、%3を計算できません</translation>
    </message>
    <message>
        <source>%1 does not fit on %2 x %3 even with %4 x %5: it needs %6, the chips hold %7</source>
        <translation>%1は%4 x %5でも%2 x %3に収まりません: %6が必要ですが、チップの容量は%7です</translation>
    </message>
    <message>
        <source>the longest context</source>
        <translation>最大コンテキスト長</translation>
    </message>
    <message>
        <source>capped at %1&apos;s maximum context of %2 tokens: a longer context would fit in memory</source>
        <translation>%1の最大コンテキスト長 (%2 トークン) で制限しています: メモリ上はさらに長いコンテキストも収まります</translation>
    </message>
    <message>
        <source>capped at %1 tokens: the catalog gives no maximum context for %2</source>
        <translation>%1 トークンで制限しています: カタログに%2の最大コンテキスト長がありません</translation>
    </message>
    <message>
        <source>the largest batch</source>
        <translation>最大バッチ</translation>
    </message>
    <message>
        <source>capped at %1 sequences</source>
        <translation>%1 シーケンスで制限しています</translation>
    </message>
    <message>
        <source>divide its %1 attention heads</source>
        <translation>アテンションヘッド数 %1 の約数であること</translation>
    </message>
    <message>
        <source>divide its %1 KV heads or be a multiple of them</source>
        <translation>KVヘッド数 %1 の約数または倍数であること</translation>
    </message>
    <message>
        <source>%1 chips is not a tensor-parallel degree an engine runs for %2 (it must %3); the figures for %1 chips assume an even split</source>
        <translation>%1 チップは、エンジンが%2を実行できるテンソル並列度ではありません (%3が必要)。%1 チップの数値は均等分割を前提としています</translation>
    </message>
    <message>
        <source> and </source>
        <translation> かつ </translation>
    </message>
    <message>
        <source>%1 has no num_attention_heads: the tensor-parallel degree is checked against its KV heads only</source>
        <translation>%1にはnum_attention_headsがないため、テンソル並列度はKVヘッド数に対してのみ確認します</translation>
    </message>
    <message>
        <source>pipeline parallelism over %1 chips needs fewer chips than tensor parallelism (%2): the verdict uses %1 stages. A sequence passes the stages one after another, so its decode rate is one stage&apos;s, and the aggregate needs at least %1 sequences in flight</source>
        <translation>%1 チップのパイプライン並列はテンソル並列 (%2) より少ないチップで済むため、判定には%1 ステージを使用します。シーケンスはステージを順に通過するため、そのデコード速度は1ステージ分となり、全体のスループットを得るには少なくとも%1 シーケンスを同時に処理する必要があります</translation>
    </message>
    <message>
        <source>no tensor-parallel degree of %1 fits; pipeline parallelism over %2 chips does</source>
        <translation>%1はどのテンソル並列度でも収まりませんが、%2 チップのパイプライン並列なら収まります</translation>
    </message>
    <message>
        <source>memory alone needs %1 chips, but tensor parallelism runs on %2: the smallest degree that divides %3&apos;s heads and fits</source>
        <translation>メモリだけなら%1 チップで足りますが、テンソル並列は%2 チップで実行します。これは%3のヘッド数を割り切り、かつ収まる最小の並列度です</translation>
    </message>
    <message>
        <source>compute and prefill bounds: weight-only quantisation (%1) computes in 16-bit, so the BF16 throughput is used</source>
        <translation>演算・プリフィル上限: 重みのみの量子化 (%1) は16 ビットで演算するため、BF16スループットを使用します</translation>
    </message>
    <message>
        <source>compute and prefill bounds: %1&apos;s FP4 throughput is %2, so MXFP4 runs weight-only, dequantised to BF16: the BF16 throughput is used</source>
        <translation>演算・プリフィル上限: %1のFP4スループットは%2のため、MXFP4は重みのみの量子化としてBF16に逆量子化して実行されます。BF16スループットを使用します</translation>
    </message>
    <message>
        <source>compute and prefill bounds</source>
        <translation>演算・プリフィル上限</translation>
    </message>
    <message>
        <source>decode bound</source>
        <translation>デコード上限</translation>
    </message>
    <message>
        <source>decode bound: at a batch of %1 the compute bound (%2 tokens/s) is below the bandwidth bound (%3 tokens/s); decode is compute-bound there</source>
        <translation>デコード上限: バッチ%1では演算性能による上限 (%2 tokens/s) が帯域幅による上限 (%3 tokens/s) を下回るため、デコードは演算性能が律速になります</translation>
    </message>
    <message numerus="yes">
        <source>%1 chips</source>
        <translation>
            <numerusform>%1 チップ</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 tokens</source>
        <translation>
            <numerusform>%1 トークン</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 sequences</source>
        <translation>
            <numerusform>%1 シーケンス</numerusform>
        </translation>
    </message>
    <message>
        <source>decode bound: unknown. %1&apos;s memory bandwidth is its on-chip SRAM&apos;s; %2 does not fit in the SRAM of %3, so its weights would stream from external memory, whose bandwidth is not published</source>
        <translation>デコード上限: 不明。%1 のメモリ帯域幅はオンチップ SRAM のものです。%2 は %3 の SRAM に収まらないため、重みは帯域幅が公開されていない外部メモリから読み込まれます</translation>
    </message>
    <message>
        <source>does not fit on %1: needs %2</source>
        <translation>%1には収まりません: %2必要です</translation>
    </message>
    <message>
        <source>does not fit on %1: no tensor- or pipeline-parallel degree holds it</source>
        <translation>%1には収まりません: 収まるテンソル並列度またはパイプライン並列度がありません</translation>
    </message>
    <message>
        <source>does not fit on %1: no number of chips holds it</source>
        <translation>%1には収まりません: 何チップでも収まりません</translation>
    </message>
    <message>
        <source>throughput bounds: none, %1</source>
        <translation>スループット上限: なし、%1</translation>
    </message>
    <message>
        <source>%1 uses %2&apos;s %3, a design target, not shipping</source>
        <translation>%1では%2の%3 (設計目標値、未出荷) を使用しています</translation>
    </message>
</context>
<context>
    <name>Offer</name>
    <message>
        <source>on-demand</source>
        <translation>オンデマンド</translation>
    </message>
    <message>
        <source>reserved</source>
        <translation>リザーブド</translation>
    </message>
    <message>
        <source>spot</source>
        <translation>スポット</translation>
    </message>
    <message>
        <source>date not shown</source>
        <translation>日付の記載なし</translation>
    </message>
    <message>
        <source>seen %1</source>
        <translation>確認日 %1</translation>
    </message>
    <message>
        <source>seen %1, today</source>
        <translation>確認日 %1 (今日)</translation>
    </message>
    <message>
        <source>seen %1, 1 day ago</source>
        <translation>確認日 %1 (1日前)</translation>
    </message>
    <message>
        <source>seen %1, %2 days ago</source>
        <translation>確認日 %1 (%2日前)</translation>
    </message>
    <message>
        <source>seen %1, 1 month ago</source>
        <translation>確認日 %1 (1か月前)</translation>
    </message>
    <message>
        <source>seen %1, %2 months ago</source>
        <translation>確認日 %1 (%2か月前)</translation>
    </message>
    <message>
        <source>seen %1, %2 years ago</source>
        <translation>確認日 %1 (%2年前)</translation>
    </message>
</context>
<context>
    <name>OfferChoice</name>
    <message>
        <source>%1 %2 %3</source>
        <translation>%1 %2 %3</translation>
    </message>
    <message>
        <source>your price</source>
        <translation>自社価格</translation>
    </message>
    <message>
        <source>%1, %2 per chip-hour, %3</source>
        <translation>%1、チップ時間あたり%2、%3</translation>
    </message>
    <message>
        <source>your price, %1 per chip-hour, %2</source>
        <translation>自社価格、チップ時間あたり%1、%2</translation>
    </message>
    <message>
        <source>The cheapest on-demand offer</source>
        <translation>最安のオンデマンドオファー</translation>
    </message>
    <message>
        <source>The cheapest offer (on-demand, reserved or spot)</source>
        <translation>最安のオファー (オンデマンド、リザーブド、スポット)</translation>
    </message>
    <message>
        <source>%1, the only offer</source>
        <translation>%1、唯一のオファー</translation>
    </message>
    <message>
        <source>%1, picked of %2 offers</source>
        <translation>%1、%2件のオファーから選択</translation>
    </message>
    <message>
        <source>%1, the cheapest on-demand of %2 offers</source>
        <translation>%1、%2件のオファー中で最安のオンデマンド</translation>
    </message>
    <message>
        <source>%1, the cheapest of %2 offers; none is on-demand</source>
        <translation>%1、%2件のオファー中で最安 (オンデマンドなし)</translation>
    </message>
    <message>
        <source>%1, the cheapest of %2 offers</source>
        <translation>%1、%2件のオファー中で最安</translation>
    </message>
    <message>
        <source>%1, one of %2 offers</source>
        <translation>%1、%2 件のオファーのうちの 1 件</translation>
    </message>
    <message>
        <source>at %1 per chip-hour (%2)</source>
        <translation>チップ時間あたり %1 (%2)</translation>
    </message>
</context>
<context>
    <name>OffersHtml</name>
    <message>
        <source>no price recorded</source>
        <translation>価格の記録なし</translation>
    </message>
    <message>
        <source>%1 /instance-h</source>
        <translation>%1 /インスタンス時間</translation>
    </message>
    <message numerus="yes">
        <source>%n chip(s)</source>
        <translation>
            <numerusform>%n チップ</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 /chip-h</source>
        <translation>%1 /チップ時間</translation>
    </message>
    <message>
        <source>your quote</source>
        <translation>自社見積もり</translation>
    </message>
    <message>
        <source>built-in</source>
        <translation>組み込み</translation>
    </message>
    <message>
        <source>Source: %1</source>
        <translation>出典: %1</translation>
    </message>
    <message>
        <source>before: %1 /instance-h, %2%3</source>
        <translation>以前: %1 /インスタンス時間、%2%3</translation>
    </message>
    <message>
        <source> (your quote)</source>
        <translation> (自社見積もり)</translation>
    </message>
    <message>
        <source>Record price...</source>
        <translation>価格を記録...</translation>
    </message>
    <message>
        <source>Rental offers</source>
        <translation>レンタルオファー</translation>
    </message>
    <message>
        <source>No offer in the catalog.</source>
        <translation>カタログにオファーがありません。</translation>
    </message>
    <message>
        <source>Add offer...</source>
        <translation>オファーを追加...</translation>
    </message>
    <message numerus="yes">
        <source>%1: cheapest %2 per chip-hour (%3), dearest %4 (%5); spread %6x over %n offer(s)</source>
        <translation>
            <numerusform>%1: 最安値 チップ時間あたり%2 (%3)、最高値 %4 (%5); %n件のオファー間の価格差は%6x</numerusform>
        </translation>
    </message>
    <message>
        <source>%1: %2 per chip-hour (%3)</source>
        <translation>%1: チップ時間あたり%2 (%3)</translation>
    </message>
    <message>
        <source>No offer with a current price in US dollars.</source>
        <translation>米ドルの現在価格があるオファーはありません。</translation>
    </message>
    <message>
        <source>Price history...</source>
        <translation>価格履歴...</translation>
    </message>
</context>
<context>
    <name>Ownership</name>
    <message>
        <source>yours</source>
        <translation>ユーザー指定</translation>
    </message>
    <message>
        <source>default</source>
        <translation>既定値</translation>
    </message>
    <message>
        <source>catalog</source>
        <translation>カタログ</translation>
    </message>
    <message>
        <source>estimate</source>
        <translation>推定</translation>
    </message>
    <message>
        <source>missing</source>
        <translation>なし</translation>
    </message>
</context>
<context>
    <name>OwnershipChart</name>
    <message>
        <source>%1 (%2)</source>
        <translation>%1（%2）</translation>
    </message>
    <message>
        <source>Own or rent: %1</source>
        <translation>購入かレンタルか: %1</translation>
    </message>
    <message>
        <source> vs </source>
        <translation> 対 </translation>
    </message>
    <message>
        <source>utilisation, %</source>
        <translation>稼働率、%</translation>
    </message>
    <message>
        <source>%1 per used chip-hour</source>
        <translation>使用チップ時間あたり %1</translation>
    </message>
    <message>
        <source>Owning: %1</source>
        <translation>所有: %1</translation>
    </message>
    <message>
        <source>break-even %1 %</source>
        <translation>損益分岐 %1 %</translation>
    </message>
    <message>
        <source>Other offers</source>
        <translation>その他のオファー</translation>
    </message>
    <message>
        <source>%1 against %2, by ChipAtlas</source>
        <translation>%1 対 %2（ChipAtlas による）</translation>
    </message>
</context>
<context>
    <name>OwnershipDefault</name>
    <message>
        <source>No public figure for the share networking, storage and installation add to the price of the servers was found (vendor and analyst pages searched): enter your own.</source>
        <translation>ネットワーク、ストレージ、設置がサーバー価格に上乗せする割合の公開値は見つかりませんでした(ベンダーとアナリストのページを検索済み)。ご自身の値を入力してください。</translation>
    </message>
    <message>
        <source>No public figure for staff and support per year was found: enter your own.</source>
        <translation>年間の人員・サポート費用の公開値は見つかりませんでした。ご自身の値を入力してください。</translation>
    </message>
    <message>
        <source>No public figure for how busy AI accelerators are was found: enter your own (the chart shows every utilisation).</source>
        <translation>AI アクセラレータの稼働率の公開値は見つかりませんでした。ご自身の値を入力してください(グラフはすべての稼働率を示します)。</translation>
    </message>
    <message>
        <source>No default: a facility&apos;s total power is yours to give.</source>
        <translation>既定値なし: 施設の総電力はご自身で指定してください。</translation>
    </message>
</context>
<context>
    <name>OwnershipExport</name>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>Problem</source>
        <translation>問題</translation>
    </message>
    <message>
        <source>Own or rent: %1</source>
        <translation>購入かレンタルか: %1</translation>
    </message>
    <message>
        <source> vs </source>
        <translation> 対 </translation>
    </message>
    <message>
        <source>In brief</source>
        <translation>要約</translation>
    </message>
    <message>
        <source>Problem: %1</source>
        <translation>問題: %1</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1（%2）</translation>
    </message>
    <message>
        <source>Assumption</source>
        <translation>前提</translation>
    </message>
    <message>
        <source>Value</source>
        <translation>値</translation>
    </message>
    <message>
        <source>Origin</source>
        <translation>由来</translation>
    </message>
    <message>
        <source>Source</source>
        <translation>出典</translation>
    </message>
    <message>
        <source>Date</source>
        <translation>日付</translation>
    </message>
    <message>
        <source>Cannot tell which format to write to %1: end the file&apos;s name in .csv, .json or .md.</source>
        <translation>%1 をどの形式で書き出すか判断できません。ファイル名の末尾を .csv、.json、.md のいずれかにしてください。</translation>
    </message>
</context>
<context>
    <name>OwnershipField</name>
    <message>
        <source>Name</source>
        <translation>名前</translation>
    </message>
    <message>
        <source>System or chip</source>
        <translation>システムまたはチップ</translation>
    </message>
    <message>
        <source>Units</source>
        <translation>台数</translation>
    </message>
    <message>
        <source>Chips</source>
        <translation>チップ</translation>
    </message>
    <message>
        <source>Chips per server</source>
        <translation>サーバーあたりのチップ数</translation>
    </message>
    <message>
        <source>Purchase price</source>
        <translation>購入価格</translation>
    </message>
    <message>
        <source>Price source</source>
        <translation>価格の出典</translation>
    </message>
    <message>
        <source>Currency</source>
        <translation>通貨</translation>
    </message>
    <message>
        <source>Infrastructure share</source>
        <translation>インフラ分の割合</translation>
    </message>
    <message>
        <source>Depreciation</source>
        <translation>減価償却</translation>
    </message>
    <message>
        <source>Power</source>
        <translation>消費電力</translation>
    </message>
    <message>
        <source>Server overhead factor</source>
        <translation>サーバーのオーバーヘッド係数</translation>
    </message>
    <message>
        <source>PUE</source>
        <translation>PUE</translation>
    </message>
    <message>
        <source>Electricity price per kWh</source>
        <translation>kWh あたりの電気料金</translation>
    </message>
    <message>
        <source>Hosting per kW-month</source>
        <translation>kW・月あたりのホスティング費</translation>
    </message>
    <message>
        <source>Staff and support per year</source>
        <translation>年間の人員・サポート費</translation>
    </message>
    <message>
        <source>Utilisation</source>
        <translation>稼働率</translation>
    </message>
    <message>
        <source>Rental offer</source>
        <translation>レンタルオファー</translation>
    </message>
    <message>
        <source>Model</source>
        <translation>モデル</translation>
    </message>
    <message>
        <source>Power per rack</source>
        <translation>ラックあたりの電力</translation>
    </message>
    <message>
        <source>Facility power</source>
        <translation>施設の電力</translation>
    </message>
    <message>
        <source>Notes</source>
        <translation>メモ</translation>
    </message>
</context>
<context>
    <name>OwnershipRows</name>
    <message>
        <source>%1 %</source>
        <translation>%1 %</translation>
    </message>
    <message>
        <source>%1 per hour</source>
        <translation>1 時間あたり %1</translation>
    </message>
    <message>
        <source>Cost per hour</source>
        <translation>1 時間あたりのコスト</translation>
    </message>
    <message>
        <source>Capital (depreciation)</source>
        <translation>資本（減価償却）</translation>
    </message>
    <message>
        <source>Power</source>
        <translation>電力</translation>
    </message>
    <message>
        <source>Hosting</source>
        <translation>ホスティング</translation>
    </message>
    <message>
        <source>Staff and support</source>
        <translation>人員とサポート</translation>
    </message>
    <message>
        <source>Per chip-hour</source>
        <translation>チップ時間あたり</translation>
    </message>
    <message>
        <source>%1 per chip-hour</source>
        <translation>チップ時間あたり %1</translation>
    </message>
    <message>
        <source>Utilisation</source>
        <translation>稼働率</translation>
    </message>
    <message>
        <source>Per used chip-hour</source>
        <translation>使用チップ時間あたり</translation>
    </message>
    <message>
        <source>%1 per used chip-hour</source>
        <translation>使用チップ時間あたり %1</translation>
    </message>
    <message>
        <source>Over 1 year</source>
        <translation>1 年間</translation>
    </message>
    <message>
        <source>Over 3 years</source>
        <translation>3 年間</translation>
    </message>
    <message>
        <source>Availability</source>
        <translation>入手性</translation>
    </message>
    <message>
        <source>Offer</source>
        <translation>オファー</translation>
    </message>
    <message>
        <source>owning is cheaper above %1</source>
        <translation>%1 を超えると所有のほうが安い</translation>
    </message>
    <message>
        <source>renting is cheaper at any utilisation (owning would need %1)</source>
        <translation>どの稼働率でもレンタルのほうが安い（所有には %1 が必要）</translation>
    </message>
    <message>
        <source>Break-even utilisation</source>
        <translation>損益分岐となる稼働率</translation>
    </message>
    <message>
        <source>owning, by %1 per used chip-hour</source>
        <translation>所有（使用チップ時間あたり %1 安い）</translation>
    </message>
    <message>
        <source>renting, by %1 per used chip-hour</source>
        <translation>レンタル（使用チップ時間あたり %1 安い）</translation>
    </message>
    <message>
        <source>neither: both cost the same</source>
        <translation>どちらでもない: 同じコスト</translation>
    </message>
    <message>
        <source>Cheaper at %1</source>
        <translation>%1 で安いほう</translation>
    </message>
    <message>
        <source>%1 per million tokens</source>
        <translation>100 万トークンあたり %1</translation>
    </message>
    <message>
        <source>Model</source>
        <translation>モデル</translation>
    </message>
    <message>
        <source>Owned, per million tokens</source>
        <translation>所有、100 万トークンあたり</translation>
    </message>
    <message>
        <source>Rented, per million tokens</source>
        <translation>レンタル、100 万トークンあたり</translation>
    </message>
    <message>
        <source>%1 tokens/s</source>
        <translation>%1 トークン/秒</translation>
    </message>
    <message>
        <source>Tokens per second, one unit</source>
        <translation>毎秒トークン数（1 ユニット）</translation>
    </message>
    <message>
        <source>%1 kW</source>
        <translation>%1 kW</translation>
    </message>
    <message>
        <source>%1 (one rack)</source>
        <translation>%1（1 ラック）</translation>
    </message>
    <message>
        <source>Power of one unit</source>
        <translation>1 ユニットの電力</translation>
    </message>
    <message>
        <source>Facility power per rack</source>
        <translation>施設のラックあたり電力</translation>
    </message>
    <message>
        <source>Units per rack</source>
        <translation>ラックあたりのユニット数</translation>
    </message>
    <message>
        <source>One rack as deployed</source>
        <translation>設置時の 1 ラック</translation>
    </message>
    <message>
        <source>Facility power</source>
        <translation>施設の電力</translation>
    </message>
    <message>
        <source>Units that fit</source>
        <translation>収まるユニット数</translation>
    </message>
    <message>
        <source>Racks</source>
        <translation>ラック数</translation>
    </message>
    <message>
        <source>Chips</source>
        <translation>チップ数</translation>
    </message>
    <message>
        <source>Tokens per second</source>
        <translation>毎秒トークン数</translation>
    </message>
    <message>
        <source>Tokens per second per kW</source>
        <translation>kW あたりの毎秒トークン数</translation>
    </message>
    <message>
        <source>%1 tokens/s per kW</source>
        <translation>kW あたり %1 トークン/秒</translation>
    </message>
    <message>
        <source>Owning</source>
        <translation>所有</translation>
    </message>
    <message>
        <source>Renting</source>
        <translation>レンタル</translation>
    </message>
    <message>
        <source>Break-even</source>
        <translation>損益分岐</translation>
    </message>
    <message>
        <source>Tokens</source>
        <translation>トークン</translation>
    </message>
    <message>
        <source>Power and facility</source>
        <translation>電力と施設</translation>
    </message>
    <message>
        <source>Assumptions</source>
        <translation>前提</translation>
    </message>
    <message>
        <source>not available</source>
        <translation>該当なし</translation>
    </message>
    <message>
        <source>Cheaper at your utilisation</source>
        <translation>ご指定の稼働率で安いほう</translation>
    </message>
</context>
<context>
    <name>OwnershipRules</name>
    <message>
        <source>%1 per kWh</source>
        <translation>kWh あたり %1</translation>
    </message>
    <message>
        <source>%1 per kW-month</source>
        <translation>kW・月あたり %1</translation>
    </message>
    <message>
        <source>%1 per year</source>
        <translation>年間 %1</translation>
    </message>
    <message>
        <source>%1 years</source>
        <translation>%1 年</translation>
    </message>
    <message>
        <source>%1 chips</source>
        <translation>%1 チップ</translation>
    </message>
    <message>
        <source>not given</source>
        <translation>指定なし</translation>
    </message>
    <message>
        <source>the default is in %1, the scenario in %2: ChipAtlas converts no currency; enter your own</source>
        <translation>既定値は %1、シナリオは %2 です。ChipAtlas は通貨を換算しません。自分の値を入力してください</translation>
    </message>
    <message>
        <source>not included</source>
        <translation>含まれていません</translation>
    </message>
    <message>
        <source>%1 per system</source>
        <translation>システムあたり %1</translation>
    </message>
    <message>
        <source>%1 per chip</source>
        <translation>チップあたり %1</translation>
    </message>
    <message>
        <source>Enter a purchase price: the catalog has no published price for %1.</source>
        <translation>購入価格を入力してください: カタログには %1 の公表価格がありません。</translation>
    </message>
    <message>
        <source>The catalog&apos;s price of %1 is in USD, the scenario in %2: ChipAtlas converts no currency; enter a purchase price in %2.</source>
        <translation>カタログの %1 の価格は USD、シナリオは %2 です。ChipAtlas は通貨を換算しません。%2 で購入価格を入力してください。</translation>
    </message>
    <message>
        <source>Power per system</source>
        <translation>システムあたりの電力</translation>
    </message>
    <message>
        <source>Power per server</source>
        <translation>サーバーあたりの電力</translation>
    </message>
    <message>
        <source>The offer %1 is not in the catalog.</source>
        <translation>オファー %1 はカタログにありません。</translation>
    </message>
    <message>
        <source>The offer %1 rents %2, not %3.</source>
        <translation>オファー %1 が貸すのは %2 で、%3 ではありません。</translation>
    </message>
    <message>
        <source>The offer is priced in %1, the scenario in %2: ChipAtlas converts no currency.</source>
        <translation>オファーの価格は %1、シナリオは %2 です。ChipAtlas は通貨を換算しません。</translation>
    </message>
    <message>
        <source>The offers of %1 are priced in %2, the scenario in %3: ChipAtlas converts no currency.</source>
        <translation>%1 のオファーの価格は %2、シナリオは %3 です。ChipAtlas は通貨を換算しません。</translation>
    </message>
    <message>
        <source>No rental offer of %1 is in the catalog: renting cannot be compared.</source>
        <translation>%1 のレンタルオファーがカタログにないため、レンタルと比較できません。</translation>
    </message>
    <message>
        <source>at %1 per chip-hour (%2)</source>
        <translation>チップ時間あたり %1（%2）</translation>
    </message>
    <message>
        <source>Rental price per chip-hour</source>
        <translation>チップ時間あたりのレンタル価格</translation>
    </message>
    <message>
        <source>The model %1 is not in the catalog.</source>
        <translation>モデル %1 はカタログにありません。</translation>
    </message>
    <message>
        <source>Tokens per second per system</source>
        <translation>システムあたりの毎秒トークン数</translation>
    </message>
    <message>
        <source>Tokens per second per server</source>
        <translation>サーバーあたりの毎秒トークン数</translation>
    </message>
    <message>
        <source>from result %1, %2 tokens/s per chip x %3 chips</source>
        <translation>結果 %1 から、チップあたり %2 トークン/秒 x %3 チップ</translation>
    </message>
    <message>
        <source>upper bound: the decode bound at the calculator&apos;s defaults; no measured result of %1 on %2</source>
        <translation>上限: 計算機の既定値でのデコード上限。%2 での %1 の測定結果はありません</translation>
    </message>
    <message>
        <source>no measured result of %1 on %2 and no upper bound: %3</source>
        <translation>%2 での %1 の測定結果も上限もありません: %3</translation>
    </message>
    <message>
        <source>its chip is unknown</source>
        <translation>そのチップが不明です</translation>
    </message>
    <message>
        <source>not known</source>
        <translation>不明</translation>
    </message>
    <message>
        <source>%1 tokens/s</source>
        <translation>%1 トークン/秒</translation>
    </message>
    <message>
        <source>%1 is not a chip or system in the catalog.</source>
        <translation>%1 はカタログのチップでもシステムでもありません。</translation>
    </message>
    <message>
        <source>%1 is not sold: it is only rented (availability: %2); the price is yours to assume.</source>
        <translation>%1 は販売されておらず、レンタルのみです（提供状況: %2）。価格はユーザーの仮定です。</translation>
    </message>
    <message>
        <source>8 chips per server, as HGX and DGX boards</source>
        <translation>HGX・DGX ボードと同じく、サーバーあたり 8 チップ</translation>
    </message>
    <message>
        <source>Enter the power of one unit: the catalog publishes none for %1 and its chip&apos;s TDP is not known either.</source>
        <translation>1 ユニットの電力を入力してください: カタログには %1 の電力がなく、そのチップの TDP も不明です。</translation>
    </message>
    <message>
        <source>Enter %1: the cost of owning needs it.</source>
        <translation>%1 を入力してください: 所有コストの計算に必要です。</translation>
    </message>
    <message>
        <source>Enter a utilisation: no public figure says how busy accelerators are; the break-even utilisation shows where owning wins.</source>
        <translation>稼働率を入力してください: アクセラレータの稼働率を示す公開値はありません。損益分岐の稼働率が、所有が有利になる点を示します。</translation>
    </message>
    <message>
        <source>%1 x %2 of %3</source>
        <translation>%3 の %2 x %1</translation>
    </message>
    <message>
        <source>%1 x %2</source>
        <translation>%1 x %2</translation>
    </message>
    <message>
        <source>%1; rents %2</source>
        <translation>%1; 貸し出すもの: %2</translation>
    </message>
    <message>
        <source>The offer %1 rents %2, not %3 or its chip %4: pick an offer of %3 or of the same chip.</source>
        <translation>オファー %1 が貸し出すのは %2 で、%3 でもそのチップ %4 でもありません: %3 または同じチップのオファーを選んでください。</translation>
    </message>
    <message>
        <source>an offer of the same chip: %1</source>
        <translation>同じチップのオファー: %1</translation>
    </message>
</context>
<context>
    <name>PriceHistory</name>
    <message>
        <source>%1, %2</source>
        <translation>%1、%2</translation>
    </message>
    <message>
        <source>no offer, chip or system has the id &quot;%1&quot;</source>
        <translation>ID「%1」のオファー、チップ、システムはありません</translation>
    </message>
    <message>
        <source>Price history: %1</source>
        <translation>価格履歴: %1</translation>
    </message>
    <message>
        <source>date seen</source>
        <translation>確認日</translation>
    </message>
    <message>
        <source>your price</source>
        <translation>自社価格</translation>
    </message>
    <message>
        <source>No offer in the catalog rents %1.</source>
        <translation>カタログには %1 を貸すオファーがありません。</translation>
    </message>
    <message>
        <source>cheapest current: %1 per chip-hour, %2</source>
        <translation>現在の最安: チップ時間あたり %1、%2</translation>
    </message>
    <message>
        <source>%1 per chip-hour</source>
        <translation>チップ時間あたり %1</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>%1: %2 per chip-hour, %3; listed, not drawn</source>
        <translation>%1: チップ時間あたり %2、%3。一覧のみで描画なし</translation>
    </message>
</context>
<context>
    <name>PriceHistoryChart</name>
    <message>
        <source>%1 against %2, by ChipAtlas</source>
        <translation>%1 対 %2 (ChipAtlasで作成)</translation>
    </message>
</context>
<context>
    <name>Pricing</name>
    <message>
        <source>There is no offer &quot;%1&quot; in %2.</source>
        <translation>%2にオファー「%1」はありません。</translation>
    </message>
</context>
<context>
    <name>Quantity</name>
    <message>
        <source>ID</source>
        <translation>ID</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>名前</translation>
    </message>
    <message>
        <source>Vendor</source>
        <translation>ベンダー</translation>
    </message>
    <message>
        <source>Family</source>
        <translation>ファミリー</translation>
    </message>
    <message>
        <source>Kind</source>
        <translation>種類</translation>
    </message>
    <message>
        <source>Dense %1 throughput</source>
        <translation>密%1スループット</translation>
    </message>
    <message>
        <source>%1 perf/W</source>
        <translation>%1のワットあたり性能</translation>
    </message>
    <message>
        <source>Bandwidth per %1</source>
        <translation>%1あたりの帯域幅</translation>
    </message>
    <message numerus="yes">
        <source>%1, ... (%n in all)</source>
        <translation>
            <numerusform>%1, ... (全%n件)</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Result</name>
    <message>
        <source>serving</source>
        <translation>サービング</translation>
    </message>
    <message>
        <source>chip figure</source>
        <translation>チップの数値</translation>
    </message>
    <message>
        <source>audited benchmark</source>
        <translation>監査済みベンチマーク</translation>
    </message>
    <message>
        <source>independent measurement</source>
        <translation>独立した測定</translation>
    </message>
    <message>
        <source>vendor&apos;s claim</source>
        <translation>ベンダーの主張</translation>
    </message>
    <message>
        <source>your own run</source>
        <translation>自分の実行</translation>
    </message>
    <message>
        <source>offline</source>
        <translation>オフライン</translation>
    </message>
    <message>
        <source>server</source>
        <translation>サーバー</translation>
    </message>
    <message>
        <source>interactive</source>
        <translation>インタラクティブ</translation>
    </message>
    <message>
        <source>fixed concurrency</source>
        <translation>固定の同時実行数</translation>
    </message>
    <message>
        <source>one request at a time</source>
        <translation>一度に 1 リクエスト</translation>
    </message>
</context>
<context>
    <name>ResultChart</name>
    <message>
        <source>Measured power</source>
        <translation>実測消費電力</translation>
    </message>
    <message>
        <source>Bound for the same inputs</source>
        <translation>同じ入力に対する上限</translation>
    </message>
    <message>
        <source>Measured</source>
        <translation>実測</translation>
    </message>
    <message>
        <source>no measured rate</source>
        <translation>実測レートなし</translation>
    </message>
    <message>
        <source>power not measured</source>
        <translation>消費電力の実測なし</translation>
    </message>
    <message>
        <source>tok/s per W</source>
        <translation>tok/s/W</translation>
    </message>
    <message>
        <source>× bound</source>
        <translation>× 上限</translation>
    </message>
    <message>
        <source>Hollow markers and &quot;!&quot;: %1: %2</source>
        <translation>中抜きのマーカーと「!」: %1: %2</translation>
    </message>
</context>
<context>
    <name>ResultComparison</name>
    <message>
        <source>, </source>
        <translation>, </translation>
    </message>
</context>
<context>
    <name>ResultEdits</name>
    <message>
        <source>The result &quot;%1&quot; is no longer in the catalog.</source>
        <translation>結果「%1」はカタログにもうありません。</translation>
    </message>
    <message>
        <source>The id &quot;%1&quot; is already used by another result.</source>
        <translation>ID「%1」はすでに別の結果で使用されています。</translation>
    </message>
</context>
<context>
    <name>ResultField</name>
    <message>
        <source>Kind</source>
        <translation>種類</translation>
    </message>
    <message>
        <source>Model</source>
        <translation>モデル</translation>
    </message>
    <message>
        <source>Checkpoint</source>
        <translation>チェックポイント</translation>
    </message>
    <message>
        <source>Quantization</source>
        <translation>量子化</translation>
    </message>
    <message>
        <source>Hardware</source>
        <translation>ハードウェア</translation>
    </message>
    <message>
        <source>How many</source>
        <translation>数</translation>
    </message>
    <message>
        <source>Engine</source>
        <translation>エンジン</translation>
    </message>
    <message>
        <source>Engine version</source>
        <translation>エンジンのバージョン</translation>
    </message>
    <message>
        <source>Weight precision</source>
        <translation>重みの精度</translation>
    </message>
    <message>
        <source>KV cache precision</source>
        <translation>KV キャッシュの精度</translation>
    </message>
    <message>
        <source>Tensor parallel</source>
        <translation>テンソル並列</translation>
    </message>
    <message>
        <source>Pipeline parallel</source>
        <translation>パイプライン並列</translation>
    </message>
    <message>
        <source>Expert parallel</source>
        <translation>エキスパート並列</translation>
    </message>
    <message>
        <source>Scenario</source>
        <translation>シナリオ</translation>
    </message>
    <message>
        <source>Concurrency</source>
        <translation>同時実行数</translation>
    </message>
    <message>
        <source>Input tokens</source>
        <translation>入力トークン</translation>
    </message>
    <message>
        <source>Output tokens</source>
        <translation>出力トークン</translation>
    </message>
    <message>
        <source>Tokens per second</source>
        <translation>トークン毎秒</translation>
    </message>
    <message>
        <source>Tokens per second per chip</source>
        <translation>チップあたりのトークン毎秒</translation>
    </message>
    <message>
        <source>Tokens per second per user</source>
        <translation>ユーザーあたりのトークン毎秒</translation>
    </message>
    <message>
        <source>Time to first token, median</source>
        <translation>最初のトークンまでの時間、中央値</translation>
    </message>
    <message>
        <source>Time to first token, p99</source>
        <translation>最初のトークンまでの時間、p99</translation>
    </message>
    <message>
        <source>Time per output token, median</source>
        <translation>出力トークンあたりの時間、中央値</translation>
    </message>
    <message>
        <source>Time per output token, p99</source>
        <translation>出力トークンあたりの時間、p99</translation>
    </message>
    <message>
        <source>Measured figure</source>
        <translation>測定した数値</translation>
    </message>
    <message>
        <source>Measured value</source>
        <translation>測定値</translation>
    </message>
    <message>
        <source>Unit</source>
        <translation>単位</translation>
    </message>
    <message>
        <source>Tool</source>
        <translation>ツール</translation>
    </message>
    <message>
        <source>Size</source>
        <translation>サイズ</translation>
    </message>
    <message>
        <source>Measured power</source>
        <translation>測定した電力</translation>
    </message>
    <message>
        <source>Date</source>
        <translation>日付</translation>
    </message>
    <message>
        <source>Source</source>
        <translation>出典</translation>
    </message>
    <message>
        <source>Published by</source>
        <translation>公表者</translation>
    </message>
    <message>
        <source>Whose claim</source>
        <translation>誰の主張か</translation>
    </message>
    <message>
        <source>MLPerf version</source>
        <translation>MLPerf バージョン</translation>
    </message>
    <message>
        <source>MLPerf division</source>
        <translation>MLPerf ディビジョン</translation>
    </message>
    <message>
        <source>MLPerf result id</source>
        <translation>MLPerf 結果 ID</translation>
    </message>
    <message>
        <source>Notes</source>
        <translation>注記</translation>
    </message>
</context>
<context>
    <name>ResultJson</name>
    <message>
        <source>result %1 (&quot;%2&quot;): %3</source>
        <translation>結果%1 (「%2」): %3</translation>
    </message>
    <message>
        <source>result %1 (without an id): %2</source>
        <translation>結果%1 (ID なし): %2</translation>
    </message>
    <message>
        <source>%1: must be a number</source>
        <translation>%1: 数値である必要があります</translation>
    </message>
    <message>
        <source>%1: must be text</source>
        <translation>%1: テキストである必要があります</translation>
    </message>
    <message>
        <source>unknown key &quot;%1&quot;; a result has &quot;id&quot; and the keys of the results CSV&apos;s columns</source>
        <translation>不明なキー「%1」。結果には「id」と、結果 CSV の列のキーがあります</translation>
    </message>
    <message>
        <source>id: is missing or empty</source>
        <translation>id: 未指定または空です</translation>
    </message>
    <message>
        <source>%1: is missing</source>
        <translation>%1: ありません</translation>
    </message>
    <message>
        <source>is not an object</source>
        <translation>オブジェクトではありません</translation>
    </message>
    <message>
        <source>the id is already used by result %1</source>
        <translation>この ID は結果%1 ですでに使われています</translation>
    </message>
</context>
<context>
    <name>ResultText</name>
    <message>
        <source>audited: MLPerf %1</source>
        <translation>監査済み: MLPerf %1</translation>
    </message>
    <message>
        <source>Measured: %1</source>
        <translation>測定: %1</translation>
    </message>
    <message>
        <source>%1 x %2</source>
        <translation>%1 x %2</translation>
    </message>
    <message>
        <source>%1 %2</source>
        <translation>%1 %2</translation>
    </message>
</context>
<context>
    <name>ResultsHtml</name>
    <message>
        <source>Source: %1</source>
        <translation>出典: %1</translation>
    </message>
    <message>
        <source>%1 of %2</source>
        <translation>%2の %1</translation>
    </message>
    <message>
        <source>%1 %2 per chip</source>
        <translation>チップあたり %1 %2</translation>
    </message>
    <message>
        <source>no throughput given</source>
        <translation>スループットの記載なし</translation>
    </message>
    <message>
        <source>%1 %2 in total</source>
        <translation>合計 %1 %2</translation>
    </message>
    <message>
        <source>%1 %2 per user</source>
        <translation>ユーザーあたり %1 %2</translation>
    </message>
    <message>
        <source>its bound (%1, %2 %3)</source>
        <translation>上限（%1、%2 %3）</translation>
    </message>
    <message>
        <source>published by %1</source>
        <translation>公表者 %1</translation>
    </message>
    <message>
        <source>%1 %2 measured</source>
        <translation>測定値 %1 %2</translation>
    </message>
    <message>
        <source>no value given</source>
        <translation>値の記載なし</translation>
    </message>
    <message>
        <source>published: %1</source>
        <translation>公表値: %1</translation>
    </message>
    <message>
        <source>the published figure</source>
        <translation>公表値</translation>
    </message>
    <message>
        <source>Measured results</source>
        <translation>測定結果</translation>
    </message>
    <message>
        <source>No measured results in the catalog.</source>
        <translation>カタログに測定結果はありません。</translation>
    </message>
    <message numerus="yes">
        <source>and %n more in the Results table (Ctrl+Shift+R)</source>
        <translation>
            <numerusform>ほか %n 件は結果の表に（Ctrl+Shift+R）</numerusform>
        </translation>
    </message>
    <message>
        <source>Record my own run...</source>
        <translation>自分の実行を記録...</translation>
    </message>
</context>
<context>
    <name>SafeFile</name>
    <message>
        <source>a folder</source>
        <translation>フォルダー</translation>
    </message>
    <message>
        <source>a named pipe (FIFO)</source>
        <translation>名前付きパイプ (FIFO)</translation>
    </message>
    <message>
        <source>a device</source>
        <translation>デバイス</translation>
    </message>
    <message>
        <source>a socket</source>
        <translation>ソケット</translation>
    </message>
    <message>
        <source>a special file</source>
        <translation>特殊ファイル</translation>
    </message>
    <message>
        <source>a symbolic link to %1, which does not exist</source>
        <translation>存在しない %1 へのシンボリックリンク</translation>
    </message>
    <message>
        <source>a symbolic link that cannot be followed (%1)</source>
        <translation>たどれないシンボリックリンク (%1)</translation>
    </message>
    <message>
        <source>a symbolic link to %1, which is %2</source>
        <translation>%1 へのシンボリックリンク (%1 は%2)</translation>
    </message>
    <message>
        <source>the file is read-only</source>
        <translation>ファイルは読み取り専用です</translation>
    </message>
    <message>
        <source>Make it writable or choose another file name.</source>
        <translation>書き込み可能にするか、別のファイル名を選んでください。</translation>
    </message>
    <message>
        <source>the disk is full</source>
        <translation>ディスクがいっぱいです</translation>
    </message>
    <message>
        <source>Free some space and try again.</source>
        <translation>空き容量を作ってから、もう一度試してください。</translation>
    </message>
    <message>
        <source>the file is larger than the system allows</source>
        <translation>ファイルがシステムの許す大きさを超えています</translation>
    </message>
    <message>
        <source>the disk reported an input/output error</source>
        <translation>ディスクが入出力エラーを報告しました</translation>
    </message>
    <message>
        <source>the file system is read-only</source>
        <translation>ファイルシステムは読み取り専用です</translation>
    </message>
    <message>
        <source>the folder %1 is not writable</source>
        <translation>フォルダー %1 に書き込めません</translation>
    </message>
    <message>
        <source>the folder %1 does not exist</source>
        <translation>フォルダー %1 は存在しません</translation>
    </message>
    <message>
        <source>%1 is not a folder</source>
        <translation>%1 はフォルダーではありません</translation>
    </message>
    <message>
        <source>the file name is too long</source>
        <translation>ファイル名が長すぎます</translation>
    </message>
    <message>
        <source>Could not write %1: %2.</source>
        <extracomment>%1 the file, %2 why (&quot;the disk is full&quot;)</extracomment>
        <translation>%1 を書き込めませんでした: %2。</translation>
    </message>
    <message>
        <source>The file was left as it was.</source>
        <translation>ファイルは元のままです。</translation>
    </message>
    <message>
        <source>No file was written.</source>
        <translation>ファイルは書き込まれていません。</translation>
    </message>
    <message>
        <source>Could not write %1: it is %2, not a regular file. Nothing was written to it; choose another file name.</source>
        <extracomment>%1 the file, %2 what it is (&quot;a named pipe (FIFO)&quot;, &quot;a device&quot;).</extracomment>
        <translation>%1 を書き込めませんでした: 通常のファイルではなく、%2です。何も書き込んでいません。別のファイル名を選んでください。</translation>
    </message>
</context>
<context>
    <name>ScenarioEdits</name>
    <message>
        <source>%1 (%2): &quot;%3&quot; is not a chip or a system in the catalog; choose one it has.</source>
        <extracomment>%1 (%2) is the field&apos;s label and key, %3 the id the scenario names.</extracomment>
        <translation>%1 (%2): 「%3」はカタログにあるチップでもシステムでもありません。カタログにあるものを選んでください。</translation>
    </message>
    <message>
        <source>The scenario &quot;%1&quot; is no longer in the catalog.</source>
        <translation>シナリオ「%1」はカタログにもうありません。</translation>
    </message>
</context>
<context>
    <name>SnapshotFile</name>
    <message>
        <source>builtin: must be true or false</source>
        <translation>builtin: true か false でなければなりません</translation>
    </message>
    <message>
        <source>not a ChipAtlas snapshot file (it has no &quot;chipatlas_snapshot&quot; key)</source>
        <translation>ChipAtlas のスナップショットファイルではありません（「chipatlas_snapshot」キーがありません）</translation>
    </message>
    <message>
        <source>chipatlas_snapshot: must be the format number 1</source>
        <translation>chipatlas_snapshot: 形式番号 1 でなければなりません</translation>
    </message>
    <message>
        <source>chipatlas_snapshot: the file has snapshot format %1, written by a newer ChipAtlas (this version reads format %2); update ChipAtlas</source>
        <translation>chipatlas_snapshot: このファイルのスナップショット形式は %1 で、より新しい ChipAtlas が書き出したものです（このバージョンが読めるのは形式 %2 まで）。ChipAtlas を更新してください</translation>
    </message>
    <message>
        <source>unknown key &quot;%1&quot;</source>
        <translation>不明なキー「%1」</translation>
    </message>
    <message>
        <source>name: is missing or empty</source>
        <translation>name: ないか空です</translation>
    </message>
    <message>
        <source>taken_at: &quot;%1&quot; is not a date and time (ISO 8601, such as 2026-12-05T11:30:00Z)</source>
        <translation>taken_at: 「%1」は日時（ISO 8601、例: 2026-12-05T11:30:00Z）ではありません</translation>
    </message>
    <message>
        <source>reason: &quot;%1&quot; is not one of user, import, copy, update, file</source>
        <translation>reason: 「%1」は user、import、copy、update、file のいずれでもありません</translation>
    </message>
    <message>
        <source>note: must be text</source>
        <translation>note: テキストでなければなりません</translation>
    </message>
    <message>
        <source>%1: must be an array</source>
        <translation>%1: 配列でなければなりません</translation>
    </message>
    <message>
        <source>must be an object</source>
        <translation>オブジェクトでなければなりません</translation>
    </message>
    <message>
        <source>the id comes twice in the list</source>
        <translation>ID がリストに 2 回現れます</translation>
    </message>
</context>
<context>
    <name>SnapshotReason</name>
    <message>
        <source>taken by you</source>
        <translation>ユーザーが作成</translation>
    </message>
    <message>
        <source>before an import</source>
        <translation>インポートの前</translation>
    </message>
    <message>
        <source>before a copy</source>
        <translation>コピーの前</translation>
    </message>
    <message>
        <source>before a built-in catalog update</source>
        <translation>組み込みカタログの更新の前</translation>
    </message>
    <message>
        <source>read from a file</source>
        <translation>ファイルから読み込み</translation>
    </message>
    <message>
        <source>A snapshot needs a name.</source>
        <translation>スナップショットには名前が必要です。</translation>
    </message>
    <message>
        <source>The snapshot name &quot;%1&quot; starts or ends with a space.</source>
        <translation>スナップショット名「%1」の先頭か末尾に空白があります。</translation>
    </message>
    <message>
        <source>A snapshot name must be one line without control characters.</source>
        <translation>スナップショット名は制御文字を含まない 1 行でなければなりません。</translation>
    </message>
    <message>
        <source>A snapshot name has at most %1 characters; this one has %2.</source>
        <translation>スナップショット名は最大 %1 文字です。この名前は %2 文字あります。</translation>
    </message>
</context>
<context>
    <name>StorageMessage</name>
    <message>
        <source>To open another catalog, use File &gt; Catalog Settings.</source>
        <extracomment>The menu entry as the main window&apos;s File menu shows it.</extracomment>
        <translation>別のカタログを開くには、[ファイル] &gt; [カタログ設定] を使用してください。</translation>
    </message>
</context>
<context>
    <name>StorageText</name>
    <message>
        <source>Could not %1 in %2: &quot;%3&quot;: %4. Nothing was saved.</source>
        <translation>%2 での%1に失敗しました：「%3」：%4。何も保存されていません。</translation>
    </message>
    <message>
        <source>open the catalog</source>
        <translation>カタログのオープン</translation>
    </message>
    <message>
        <source>restore the catalog from its rollback journal</source>
        <translation>ロールバック ジャーナルからのカタログの復元</translation>
    </message>
    <message>
        <source>Cannot open %1: the Qt SQLite driver (QSQLITE) is not installed.</source>
        <translation>%1 を開けません。Qt SQLite ドライバー（QSQLITE）がインストールされていません。</translation>
    </message>
    <message>
        <source>There is no chip &quot;%1&quot; in %2.</source>
        <translation>%2 にチップ「%1」はありません。</translation>
    </message>
    <message>
        <source>start saving a chip price</source>
        <translation>チップ価格の保存の開始</translation>
    </message>
    <message>
        <source>save the chip price</source>
        <translation>チップ価格の保存</translation>
    </message>
    <message>
        <source>start removing a chip price</source>
        <translation>チップ価格の削除の開始</translation>
    </message>
    <message>
        <source>remove the chip price</source>
        <translation>チップ価格の削除</translation>
    </message>
    <message>
        <source>There is no LLM model &quot;%1&quot; in %2.</source>
        <translation>%2 に LLM モデル「%1」はありません。</translation>
    </message>
    <message>
        <source>save the chips</source>
        <translation>チップの保存</translation>
    </message>
    <message>
        <source>start deleting chips</source>
        <translation>チップの削除の開始</translation>
    </message>
    <message>
        <source>delete the chips</source>
        <translation>チップの削除</translation>
    </message>
    <message>
        <source>the connection string does not start with &quot;%1//&quot;: expected %2</source>
        <translation>接続文字列が「%1//」で始まっていません。必要な形式：%2</translation>
    </message>
    <message>
        <source>&quot;%1://&quot; is not a catalog ChipAtlas can open: give a file path or %2</source>
        <translation>「%1://」は ChipAtlas で開けるカタログではありません。ファイル パスまたは %2 を指定してください</translation>
    </message>
    <message>
        <source>the connection string contains a password, which every process list would show: remove it and set PGPASSWORD or store it with the app&apos;s Settings, Catalog</source>
        <translation>接続文字列にパスワードが含まれています。パスワードはプロセス一覧に表示されてしまいます。接続文字列から削除して PGPASSWORD を設定するか、アプリの「設定」の「カタログ」で保存してください</translation>
    </message>
    <message>
        <source>the connection string is malformed (%1); expected %2</source>
        <translation>接続文字列の形式が正しくありません（%1）。必要な形式：%2</translation>
    </message>
    <message>
        <source>the connection string has no user: expected %1</source>
        <translation>接続文字列にユーザーがありません。必要な形式：%1</translation>
    </message>
    <message>
        <source>the connection string has no host: expected %1</source>
        <translation>接続文字列にホストがありません。必要な形式：%1</translation>
    </message>
    <message>
        <source>the port %1 in the connection string is not between 1 and 65535</source>
        <translation>接続文字列のポート %1 が 1 ～ 65535 の範囲にありません</translation>
    </message>
    <message>
        <source>the connection string names no database (or more than one path part): expected %1</source>
        <translation>接続文字列にデータベースが指定されていません（またはパスの部分が複数あります）。必要な形式：%1</translation>
    </message>
    <message>
        <source>the connection string has a &quot;#%1&quot; part, which a database connection does not take</source>
        <translation>接続文字列に「#%1」の部分がありますが、データベース接続では使用できません</translation>
    </message>
    <message>
        <source>unknown option &quot;%1&quot; in the connection string; the only option is sslmode</source>
        <translation>接続文字列のオプション「%1」は不明です。使用できるオプションは sslmode のみです</translation>
    </message>
    <message>
        <source>unknown sslmode &quot;%1&quot;; known modes: %2</source>
        <translation>sslmode「%1」は不明です。使用できるモード：%2</translation>
    </message>
    <message>
        <source>The import into %1 was cancelled; nothing was saved.</source>
        <translation>%1 へのインポートは取り消されました。何も保存されていません。</translation>
    </message>
    <message>
        <source>the id appears twice in the import</source>
        <translation>この ID はインポート内に 2 回出現します</translation>
    </message>
    <message>
        <source>save the LLM models</source>
        <translation>LLM モデルの保存</translation>
    </message>
    <message>
        <source>save the prices</source>
        <translation>価格の保存</translation>
    </message>
    <message>
        <source>save the systems</source>
        <translation>システムの保存</translation>
    </message>
    <message>
        <source>save the offers</source>
        <translation>オファーの保存</translation>
    </message>
    <message>
        <source>prepare importing chips</source>
        <translation>チップのインポートの準備</translation>
    </message>
    <message>
        <source>start importing chips</source>
        <translation>チップのインポートの開始</translation>
    </message>
    <message>
        <source>save the imported chips</source>
        <translation>インポートしたチップの保存</translation>
    </message>
    <message>
        <source>%1 holds a figure that ChipAtlas cannot read (%2). Restore the file from a backup or open another catalog.</source>
        <translation>%1 に ChipAtlas が読み取れない数値があります（%2）。バックアップからファイルを復元するか、別のカタログを開いてください。</translation>
    </message>
    <message>
        <source>read the chips</source>
        <translation>チップの読み込み</translation>
    </message>
    <message>
        <source>unknown field &quot;%1&quot;</source>
        <translation>不明なフィールド「%1」</translation>
    </message>
    <message>
        <source>unknown status &quot;%1&quot;</source>
        <translation>不明なステータス「%1」</translation>
    </message>
    <message>
        <source>unknown printed unit &quot;%1&quot;</source>
        <translation>不明な表記単位「%1」</translation>
    </message>
    <message>
        <source>unknown link scope &quot;%1&quot;</source>
        <translation>不明なリンク範囲「%1」</translation>
    </message>
    <message>
        <source>count the chips</source>
        <translation>チップ数の集計</translation>
    </message>
    <message>
        <source>read which figures were edited</source>
        <translation>編集された数値の読み込み</translation>
    </message>
    <message>
        <source>read the chip prices</source>
        <translation>チップ価格の読み込み</translation>
    </message>
    <message>
        <source>read the deleted built-in chips</source>
        <translation>削除された組み込みチップの読み込み</translation>
    </message>
    <message>
        <source>save the edit marks of chip &quot;%1&quot;</source>
        <translation>チップ「%1」の編集マークの保存</translation>
    </message>
    <message>
        <source>restore chip &quot;%1&quot;</source>
        <translation>チップ「%1」の復元</translation>
    </message>
    <message>
        <source>Could not %1 in %2: the state holds chip &quot;%3&quot;.</source>
        <translation>%2 での%1に失敗しました：この状態にはチップ「%3」が含まれています。</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a built-in chip; there is nothing to revert to.</source>
        <translation>「%1」は組み込みのチップではありません。戻す先の状態がありません。</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a built-in chip; there is nothing to revert to in %2.</source>
        <translation>「%1」は組み込みのチップではありません。%2 には戻す先の状態がありません。</translation>
    </message>
    <message>
        <source>The built-in chip catalog compiled into ChipAtlas cannot be read (%1).</source>
        <translation>ChipAtlas に組み込まれたチップ カタログを読み取れません（%1）。</translation>
    </message>
    <message>
        <source>start restoring chips</source>
        <translation>チップの復元の開始</translation>
    </message>
    <message>
        <source>restore the chips</source>
        <translation>チップの復元</translation>
    </message>
    <message>
        <source>it has no id</source>
        <translation>ID がありません</translation>
    </message>
    <message>
        <source>its id contains a line break</source>
        <translation>ID に改行が含まれています</translation>
    </message>
    <message>
        <source>figure &quot;%1&quot; is %2 but has a value</source>
        <translation>数値「%1」は %2 ですが、値があります</translation>
    </message>
    <message>
        <source>figure &quot;%1&quot; is %2 but has no value</source>
        <translation>数値「%1」は %2 ですが、値がありません</translation>
    </message>
    <message>
        <source>figure &quot;%1&quot; is not a finite number</source>
        <translation>数値「%1」が有限の数ではありません</translation>
    </message>
    <message>
        <source>prepare saving chips</source>
        <translation>チップの保存の準備</translation>
    </message>
    <message>
        <source>save a source URL</source>
        <translation>ソース URL の保存</translation>
    </message>
    <message>
        <source>Could not save the chips in %1: chip &quot;%2&quot;: %3. Nothing was saved.</source>
        <translation>%1 にチップを保存できませんでした：チップ「%2」：%3。何も保存されていません。</translation>
    </message>
    <message>
        <source>save chip &quot;%1&quot;</source>
        <translation>チップ「%1」の保存</translation>
    </message>
    <message>
        <source>delete chips</source>
        <translation>チップの削除</translation>
    </message>
    <message>
        <source>There is no chip &quot;%1&quot; in %2; nothing was deleted.</source>
        <translation>%2 にチップ「%1」はありません。何も削除されていません。</translation>
    </message>
    <message>
        <source>Cannot create the folder %1 for the catalog %2. Choose another file.</source>
        <translation>カタログ %2 のフォルダー %1 を作成できません。別のファイルを選択してください。</translation>
    </message>
    <message>
        <source>Cannot create the catalog %1: its folder is not writable. Choose another file.</source>
        <translation>カタログ %1 を作成できません。フォルダーに書き込めません。別のファイルを選択してください。</translation>
    </message>
    <message>
        <source>%1 cannot be read: %2. Check its permissions or open another catalog.</source>
        <translation>%1 を読み取れません：%2。アクセス許可を確認するか、別のカタログを開いてください。</translation>
    </message>
    <message>
        <source>%1 is not a ChipAtlas catalog: it is not an SQLite database.</source>
        <translation>%1 は ChipAtlas のカタログではありません。SQLite データベースではありません。</translation>
    </message>
    <message>
        <source>the file is shorter than its header</source>
        <translation>ファイルがヘッダーより短くなっています</translation>
    </message>
    <message>
        <source>The folder of %1 is read-only, and SQLite needs to create its -wal and -shm files beside it. Make the folder writable, or open another catalog.</source>
        <translation>%1 のフォルダーは読み取り専用ですが、SQLite はその横に -wal ファイルと -shm ファイルを作成する必要があります。フォルダーを書き込み可能にするか、別のカタログを開いてください。</translation>
    </message>
    <message>
        <source>restore LLM model &quot;%1&quot;</source>
        <translation>LLM モデル「%1」の復元</translation>
    </message>
    <message>
        <source>Could not %1: the state holds model &quot;%2&quot;.</source>
        <translation>%1に失敗しました：この状態にはモデル「%2」が含まれています。</translation>
    </message>
    <message>
        <source>start restoring LLM models</source>
        <translation>LLM モデルの復元の開始</translation>
    </message>
    <message>
        <source>restore the LLM models</source>
        <translation>LLM モデルの復元</translation>
    </message>
    <message>
        <source>read the LLM models</source>
        <translation>LLM モデルの読み込み</translation>
    </message>
    <message>
        <source>Could not save the LLM models in %1: model %2 has no id.</source>
        <translation>%1 に LLM モデルを保存できませんでした：モデル %2 に ID がありません。</translation>
    </message>
    <message>
        <source>update the built-in LLM models</source>
        <translation>組み込み LLM モデルの更新</translation>
    </message>
    <message>
        <source>read the deleted built-in LLM models</source>
        <translation>削除された組み込み LLM モデルの読み込み</translation>
    </message>
    <message>
        <source>record the deleted built-in LLM model &quot;%1&quot;</source>
        <translation>削除された組み込み LLM モデル「%1」の記録</translation>
    </message>
    <message>
        <source>start deleting LLM models</source>
        <translation>LLM モデルの削除の開始</translation>
    </message>
    <message>
        <source>delete LLM models</source>
        <translation>LLM モデルの削除</translation>
    </message>
    <message>
        <source>There is no LLM model &quot;%1&quot; in %2; nothing was deleted.</source>
        <translation>%2 に LLM モデル「%1」はありません。何も削除されていません。</translation>
    </message>
    <message>
        <source>delete the LLM models</source>
        <translation>LLM モデルの削除</translation>
    </message>
    <message>
        <source>%1 holds offer &quot;%2&quot;, which ChipAtlas cannot read (%3). Restore the file from a backup or open another catalog.</source>
        <translation>%1 に ChipAtlas が読み取れないオファー「%2」があります（%3）。バックアップからファイルを復元するか、別のカタログを開いてください。</translation>
    </message>
    <message>
        <source>Could not save the offers in %1: offer &quot;%2&quot;: %3. Nothing was saved.</source>
        <translation>%1 にオファーを保存できませんでした：オファー「%2」：%3。何も保存されていません。</translation>
    </message>
    <message>
        <source>look up &quot;%1&quot;</source>
        <translation>「%1」の検索</translation>
    </message>
    <message>
        <source>read the offers</source>
        <translation>オファーの読み込み</translation>
    </message>
    <message>
        <source>pricing &quot;%1&quot;</source>
        <translation>pricing「%1」</translation>
    </message>
    <message>
        <source>the date &quot;%1&quot;</source>
        <translation>日付「%1」</translation>
    </message>
    <message>
        <source>its target &quot;%1&quot; is neither a chip nor a system of the catalog</source>
        <translation>対象「%1」がカタログのチップでもシステムでもありません</translation>
    </message>
    <message>
        <source>save offer &quot;%1&quot;</source>
        <translation>オファー「%1」の保存</translation>
    </message>
    <message>
        <source>delete offer &quot;%1&quot;</source>
        <translation>オファー「%1」の削除</translation>
    </message>
    <message>
        <source>There is no chip &quot;%1&quot; in %2; %3.</source>
        <translation>%2 にチップ「%1」はありません。%3。</translation>
    </message>
    <message>
        <source>look up chip &quot;%1&quot;</source>
        <translation>チップ「%1」の検索</translation>
    </message>
    <message>
        <source>Could not %1 in %2: the price of chip &quot;%3&quot; has the date &quot;%4&quot;, which is not a YYYY-MM-DD date.</source>
        <translation>%2 での%1に失敗しました：チップ「%3」の価格の日付「%4」が YYYY-MM-DD 形式ではありません。</translation>
    </message>
    <message>
        <source>save the price of chip &quot;%1&quot;</source>
        <translation>チップ「%1」の価格の保存</translation>
    </message>
    <message>
        <source>Could not %1 in %2: %3 USD per hour is not a price; it must be a number above zero.</source>
        <translation>%2 での%1に失敗しました：1 時間あたり %3 USD は価格として無効です。0 より大きい数値にしてください。</translation>
    </message>
    <message>
        <source>its price of %1 USD per hour was not saved</source>
        <translation>1 時間あたり %1 USD の価格は保存されていません</translation>
    </message>
    <message>
        <source>remove the price of chip &quot;%1&quot;</source>
        <translation>チップ「%1」の価格の削除</translation>
    </message>
    <message>
        <source>no price was removed</source>
        <translation>価格は削除されていません</translation>
    </message>
    <message>
        <source>read the schema version</source>
        <translation>スキーマ バージョンの読み込み</translation>
    </message>
    <message>
        <source>start upgrading the catalog</source>
        <translation>カタログのアップグレードの開始</translation>
    </message>
    <message>
        <source>upgrade the catalog from schema %1 to %2 (the file was left as it was)</source>
        <translation>スキーマ %1 から %2 へのカタログのアップグレード（ファイルは元のままです）</translation>
    </message>
    <message>
        <source>save the upgraded schema</source>
        <translation>アップグレードしたスキーマの保存</translation>
    </message>
    <message>
        <source>turn on foreign keys</source>
        <translation>外部キーの有効化</translation>
    </message>
    <message>
        <source>switch the catalog to write-ahead logging</source>
        <translation>カタログの先行書き込みログ（WAL）への切り替え</translation>
    </message>
    <message>
        <source>Could not %1 in %2: SQLite kept the journal mode &quot;%3&quot;.</source>
        <translation>%2 での%1に失敗しました：SQLite のジャーナル モードは「%3」のままです。</translation>
    </message>
    <message>
        <source>record the built-in catalog revision</source>
        <translation>組み込みカタログのリビジョンの記録</translation>
    </message>
    <message>
        <source>read the built-in catalog revision</source>
        <translation>組み込みカタログのリビジョンの読み込み</translation>
    </message>
    <message>
        <source>remove the chips the built-in catalog dropped</source>
        <translation>組み込みカタログから除かれたチップの削除</translation>
    </message>
    <message>
        <source>The built-in %1 compiled into ChipAtlas cannot be read (%2). This build is broken; please report it.</source>
        <extracomment>%1 is one of &quot;chip catalog&quot;, &quot;LLM model catalog&quot;, &quot;system catalog&quot;, &quot;offer catalog&quot;; %2 says what is wrong with it.</extracomment>
        <translation>ChipAtlas に組み込まれた%1を読み取れません（%2）。このビルドは壊れています。報告してください。</translation>
    </message>
    <message>
        <source>start updating the built-in chips</source>
        <translation>組み込みチップの更新の開始</translation>
    </message>
    <message>
        <source>save the built-in chips</source>
        <translation>組み込みチップの保存</translation>
    </message>
    <message>
        <source>start updating the built-in LLM models</source>
        <translation>組み込み LLM モデルの更新の開始</translation>
    </message>
    <message>
        <source>save the built-in LLM models</source>
        <translation>組み込み LLM モデルの保存</translation>
    </message>
    <message>
        <source>chip catalog</source>
        <translation>チップ カタログ</translation>
    </message>
    <message>
        <source>LLM model catalog</source>
        <translation>LLM モデル カタログ</translation>
    </message>
    <message>
        <source>system catalog</source>
        <translation>システム カタログ</translation>
    </message>
    <message>
        <source>offer catalog</source>
        <translation>オファー カタログ</translation>
    </message>
    <message>
        <source>Cannot open %1: the Qt PostgreSQL driver (QPSQL) is not installed. Install it (on Debian and Ubuntu: libqt6sql6-psql) or use a local catalog file.</source>
        <translation>%1 を開けません。Qt PostgreSQL ドライバー（QPSQL）がインストールされていません。インストールする（Debian と Ubuntu では libqt6sql6-psql）か、ローカルのカタログ ファイルを使用してください。</translation>
    </message>
    <message>
        <source>connect</source>
        <translation>接続</translation>
    </message>
    <message>
        <source>process %1</source>
        <translation>プロセス %1</translation>
    </message>
    <message>
        <source>%1 (process %2)</source>
        <translation>%1（プロセス %2）</translation>
    </message>
    <message>
        <source>%1 is locked by %2, which is writing to it (an import can take a while). Nothing was changed: try again when it has finished.</source>
        <translation>%1 は書き込み中の %2 によってロックされています（インポートには時間がかかることがあります）。何も変更されていません。完了してから再試行してください。</translation>
    </message>
    <message>
        <source>%1 is locked by another program (another ChipAtlas or an sqlite3 shell?). Nothing was changed: close it and try again.</source>
        <translation>%1 は別のプログラム（別の ChipAtlas または sqlite3 シェル？）によってロックされています。何も変更されていません。そのプログラムを閉じてから再試行してください。</translation>
    </message>
    <message>
        <source>%1 is damaged: SQLite reports &quot;%2&quot;. Restore it from a backup or open another catalog.</source>
        <translation>%1 は破損しています。SQLite の報告：「%2」。バックアップから復元するか、別のカタログを開いてください。</translation>
    </message>
    <message>
        <source>%1 is read-only, and ChipAtlas needs to write to its catalog. Make the file and its folder writable, or open another catalog.</source>
        <translation>%1 は読み取り専用ですが、ChipAtlas はカタログに書き込む必要があります。ファイルとそのフォルダーを書き込み可能にするか、別のカタログを開いてください。</translation>
    </message>
    <message>
        <source>%1 is not a ChipAtlas catalog: it is an SQLite database of another program. Open a ChipAtlas catalog or a new file.</source>
        <translation>%1 は ChipAtlas のカタログではありません。別のプログラムの SQLite データベースです。ChipAtlas のカタログまたは新しいファイルを開いてください。</translation>
    </message>
    <message>
        <source>%1 is not a ChipAtlas catalog: the database holds another program&apos;s tables. Choose an empty database or a ChipAtlas catalog.</source>
        <translation>%1 は ChipAtlas のカタログではありません。データベースに別のプログラムのテーブルがあります。空のデータベースまたは ChipAtlas のカタログを選択してください。</translation>
    </message>
    <message>
        <source>%1 was written by a newer ChipAtlas (schema %2; this version reads up to %3). Update ChipAtlas or open another catalog.</source>
        <translation>%1 は新しいバージョンの ChipAtlas で書き込まれています（スキーマ %2。このバージョンで読み取れるのは %3 までです）。ChipAtlas を更新するか、別のカタログを開いてください。</translation>
    </message>
    <message>
        <source>%1 cannot be opened or created: %2. Check that its folder exists and is writable, or choose another file.</source>
        <translation>%1 を開くことも作成することもできません：%2。フォルダーが存在し書き込み可能であることを確認するか、別のファイルを選択してください。</translation>
    </message>
    <message>
        <source>Could not %1 in %2: the disk is full. Free some space and try again.</source>
        <extracomment>%1 is what was being done, e.g. &quot;save the chips&quot;; %2 the catalog file.</extracomment>
        <translation>%2 での%1に失敗しました：ディスクがいっぱいです。空き領域を確保してから再試行してください。</translation>
    </message>
    <message>
        <source>Could not %1 in %2 because of a disk input/output error (%3).</source>
        <translation>ディスクの入出力エラーのため、%2 での%1に失敗しました（%3）。</translation>
    </message>
    <message>
        <source>Could not %1 in %2: %3.</source>
        <extracomment>%1 is what was being done, e.g. &quot;save the chips&quot;; %2 the catalog; %3 SQLite&apos;s words.</extracomment>
        <translation>%2 での%1に失敗しました：%3。</translation>
    </message>
    <message>
        <source>connection refused (is the server running and accepting connections on port %1?)</source>
        <translation>接続が拒否されました（サーバーが実行中で、ポート %1 で接続を受け付けていますか？）</translation>
    </message>
    <message>
        <source>timed out: the server did not answer within 5 seconds</source>
        <translation>タイムアウトしました。サーバーが 5 秒以内に応答しませんでした</translation>
    </message>
    <message>
        <source>the host name &quot;%1&quot; is unknown</source>
        <translation>ホスト名「%1」が不明です</translation>
    </message>
    <message>
        <source>the network is unreachable</source>
        <translation>ネットワークに到達できません</translation>
    </message>
    <message>
        <source>the connection was lost (the server stopped or the network is down)</source>
        <translation>接続が切断されました（サーバーが停止したか、ネットワークがダウンしています）</translation>
    </message>
    <message>
        <source>Wrong password for user %1 on %2. If you do not know the right one, ask the server&apos;s administrator to reset it.</source>
        <translation>%2 のユーザー %1 のパスワードが正しくありません。正しいパスワードが分からない場合は、サーバーの管理者にリセットを依頼してください。</translation>
    </message>
    <message>
        <source>The server %1 asks for the password of user %2, and none was given. Enter it in Settings, Catalog (or set PGPASSWORD for the command line).</source>
        <translation>サーバー %1 がユーザー %2 のパスワードを要求していますが、指定されていません。「設定」の「カタログ」で入力してください（コマンド ラインでは PGPASSWORD を設定してください）。</translation>
    </message>
    <message>
        <source>The server of %1 has no database &quot;%2&quot;. Check the database name, or ask the server&apos;s administrator to create it.</source>
        <translation>%1 のサーバーにデータベース「%2」がありません。データベース名を確認するか、サーバーの管理者に作成を依頼してください。</translation>
    </message>
    <message>
        <source>The connection to %1 requires SSL, and the server does not support SSL. Choose the SSL mode &quot;prefer&quot; or &quot;disable&quot;, or ask the server&apos;s administrator to turn SSL on.</source>
        <translation>%1 への接続には SSL が必要ですが、サーバーは SSL をサポートしていません。SSL モード「prefer」または「disable」を選択するか、サーバーの管理者に SSL を有効にするよう依頼してください。</translation>
    </message>
    <message>
        <source>The server %1 requires SSL. Choose the SSL mode &quot;require&quot; (or a stricter one) and connect again.</source>
        <translation>サーバー %1 には SSL が必要です。SSL モード「require」（またはより厳格なモード）を選択して、もう一度接続してください。</translation>
    </message>
    <message>
        <source>User %1 may not connect to %2 (the server says: %3). Ask the server&apos;s administrator for access.</source>
        <translation>ユーザー %1 は %2 に接続できません（サーバーの応答：%3）。サーバーの管理者にアクセス権を依頼してください。</translation>
    </message>
    <message>
        <source>The server %1 did not answer within its time limit of %L2 s: it is overloaded, or another session holds a lock on the catalog. Nothing was changed; try again later.</source>
        <translation>サーバー %1 が制限時間 %L2 秒以内に応答しませんでした。サーバーが過負荷か、別のセッションがカタログをロックしています。何も変更されていません。後でもう一度お試しください。</translation>
    </message>
    <message>
        <source>Cannot reach the server %1: %2. Check the host and port and your network; connect again once the server is back.</source>
        <translation>サーバー %1 に接続できません：%2。ホスト、ポート、ネットワークを確認し、サーバーが復旧したら再接続してください。</translation>
    </message>
    <message>
        <source>Could not %1 in %2: user %3 lacks the permission (%4). Ask the server&apos;s administrator for write access.</source>
        <translation>%2 での%1に失敗しました：ユーザー %3 に権限がありません（%4）。サーバーの管理者に書き込み権限を依頼してください。</translation>
    </message>
    <message>
        <source>Could not %1 in %2: the query returned no row.</source>
        <translation>%2 での%1に失敗しました：クエリが行を返しませんでした。</translation>
    </message>
    <message>
        <source>check the catalog for changes</source>
        <translation>カタログの変更の確認</translation>
    </message>
    <message>
        <source>remove the systems the built-in catalog dropped</source>
        <translation>組み込みカタログから除かれたシステムの削除</translation>
    </message>
    <message>
        <source>start updating the built-in catalog</source>
        <translation>組み込みカタログの更新の開始</translation>
    </message>
    <message>
        <source>save the built-in systems</source>
        <translation>組み込みシステムの保存</translation>
    </message>
    <message>
        <source>save the built-in offers</source>
        <translation>組み込みオファーの保存</translation>
    </message>
    <message>
        <source>start restoring entries</source>
        <translation>エントリの復元の開始</translation>
    </message>
    <message>
        <source>restore the entries</source>
        <translation>エントリの復元</translation>
    </message>
    <message>
        <source>Could not restore system &quot;%1&quot;: the state holds &quot;%2&quot;.</source>
        <translation>システム「%1」を復元できませんでした：この状態には「%2」が含まれています。</translation>
    </message>
    <message>
        <source>Could not restore offer &quot;%1&quot;: the state holds &quot;%2&quot;.</source>
        <translation>オファー「%1」を復元できませんでした：この状態には「%2」が含まれています。</translation>
    </message>
    <message>
        <source>%1 holds a system figure that ChipAtlas cannot read (%2). Restore the file from a backup or open another catalog.</source>
        <translation>%1 に ChipAtlas が読み取れないシステムの数値があります（%2）。バックアップからファイルを復元するか、別のカタログを開いてください。</translation>
    </message>
    <message>
        <source>Could not save the systems in %1: system &quot;%2&quot;: %3. Nothing was saved.</source>
        <translation>%1 にシステムを保存できませんでした：システム「%2」：%3。何も保存されていません。</translation>
    </message>
    <message>
        <source>read the systems</source>
        <translation>システムの読み込み</translation>
    </message>
    <message>
        <source>save system &quot;%1&quot;</source>
        <translation>システム「%1」の保存</translation>
    </message>
    <message>
        <source>its chip &quot;%1&quot; is not in the catalog</source>
        <translation>そのチップ「%1」がカタログにありません</translation>
    </message>
    <message>
        <source>delete system &quot;%1&quot;</source>
        <translation>システム「%1」の削除</translation>
    </message>
    <message>
        <source>read the deleted built-in entries</source>
        <translation>削除された組み込みエントリの読み込み</translation>
    </message>
    <message>
        <source>record the deleted built-in entry &quot;%1&quot;</source>
        <translation>削除された組み込みエントリ「%1」の記録</translation>
    </message>
    <message>
        <source>There is no system &quot;%1&quot; in %2.</source>
        <translation>%2 にシステム「%1」はありません。</translation>
    </message>
    <message>
        <source>There is no offer &quot;%1&quot; in %2.</source>
        <translation>%2 にオファー「%1」はありません。</translation>
    </message>
    <message>
        <source>Chip &quot;%1&quot;</source>
        <translation>チップ「%1」</translation>
    </message>
    <message>
        <source>Chip &quot;%1&quot; (%2)</source>
        <translation>チップ「%1」（%2）</translation>
    </message>
    <message>
        <source>LLM model &quot;%1&quot;</source>
        <translation>LLM モデル「%1」</translation>
    </message>
    <message>
        <source>LLM model &quot;%1&quot; (%2)</source>
        <translation>LLM モデル「%1」（%2）</translation>
    </message>
    <message>
        <source>The price of chip &quot;%1&quot;</source>
        <translation>チップ「%1」の価格</translation>
    </message>
    <message>
        <source>The price of chip &quot;%1&quot; (%2)</source>
        <translation>チップ「%1」（%2）の価格</translation>
    </message>
    <message>
        <source>System &quot;%1&quot;</source>
        <translation>システム「%1」</translation>
    </message>
    <message>
        <source>System &quot;%1&quot; (%2)</source>
        <translation>システム「%1」（%2）</translation>
    </message>
    <message>
        <source>Offer &quot;%1&quot;</source>
        <translation>オファー「%1」</translation>
    </message>
    <message>
        <source>Offer &quot;%1&quot; (%2)</source>
        <translation>オファー「%1」（%2）</translation>
    </message>
    <message>
        <source>read the version of &quot;%1&quot;</source>
        <translation>「%1」のバージョンの読み込み</translation>
    </message>
    <message>
        <source>%1 was deleted in %2 since you opened it (by another window or another user); nothing was saved.</source>
        <extracomment>%1 names the entry, e.g. Chip &quot;H100 SXM&quot; (nvidia-h100-sxm); %2 is the catalog.</extracomment>
        <translation>%1 は、開いた後に %2 で削除されました（別のウィンドウまたは別のユーザーによる変更）。何も保存されていません。</translation>
    </message>
    <message>
        <source>%1 was added in %2 since you opened it (by another window or another user); nothing was saved.</source>
        <translation>%1 は、開いた後に %2 で追加されました（別のウィンドウまたは別のユーザーによる変更）。何も保存されていません。</translation>
    </message>
    <message>
        <source>%1 was changed in %2 since you opened it (by another window or another user); nothing was saved.</source>
        <translation>%1 は、開いた後に %2 で変更されました（別のウィンドウまたは別のユーザーによる変更）。何も保存されていません。</translation>
    </message>
    <message>
        <source>Nothing was changed.</source>
        <translation>何も変更されていません。</translation>
    </message>
    <message>
        <source>the user name %1 contains a control character, which no user name of a server holds</source>
        <translation>ユーザー名 %1 に制御文字が含まれています。サーバーのユーザー名に制御文字は含まれません</translation>
    </message>
    <message>
        <source>the host name %1 contains a control character, which no host name holds</source>
        <translation>ホスト名 %1 に制御文字が含まれています。ホスト名に制御文字は含まれません</translation>
    </message>
    <message>
        <source>the database name %1 contains a control character, which no database name of a server holds</source>
        <translation>データベース名 %1 に制御文字が含まれています。サーバーのデータベース名に制御文字は含まれません</translation>
    </message>
    <message>
        <source>%1 Nothing was imported into %2; run the import again.</source>
        <extracomment>%1 says which entry and field someone else changed; %2 is the catalog</extracomment>
        <translation>%1 %2 には何もインポートされていません。インポートをもう一度実行してください。</translation>
    </message>
    <message>
        <source>%1 is %2, not a ChipAtlas catalog. Give the path of a catalog file.</source>
        <extracomment>%2 is what the path is: &quot;a folder&quot;, &quot;a named pipe (FIFO)&quot;, &quot;a device&quot;</extracomment>
        <translation>%1 は%2であり、ChipAtlas のカタログではありません。カタログファイルのパスを指定してください。</translation>
    </message>
    <message>
        <source>create the catalog</source>
        <translation>カタログを作成</translation>
    </message>
    <message>
        <source>Cannot open %1: %2.</source>
        <translation>%1 を開けません: %2。</translation>
    </message>
    <message>
        <source>the connection could not be made (%1)</source>
        <extracomment>%1 is libpq&apos;s own description, in English.</extracomment>
        <translation>接続できませんでした (%1)</translation>
    </message>
    <message>
        <source>Could not %1: a part of it failed, so nothing was saved.</source>
        <translation>%1に失敗しました：一部が失敗したため、何も保存していません。</translation>
    </message>
    <message>
        <source>save the results</source>
        <translation>結果を保存</translation>
    </message>
    <message>
        <source>delete result &quot;%1&quot;</source>
        <translation>結果「%1」を削除</translation>
    </message>
    <message>
        <source>Could not restore result &quot;%1&quot;: the state holds &quot;%2&quot;.</source>
        <translation>結果「%1」を復元できませんでした: 状態には「%2」が入っています。</translation>
    </message>
    <message>
        <source>There is no result &quot;%1&quot; in %2.</source>
        <translation>%2 に結果「%1」はありません。</translation>
    </message>
    <message>
        <source>%1 holds result &quot;%2&quot;, which ChipAtlas cannot read (%3). Restore the file from a backup or open another catalog.</source>
        <translation>%1 には ChipAtlas が読めない結果「%2」があります（%3）。バックアップからファイルを復元するか、別のカタログを開いてください。</translation>
    </message>
    <message>
        <source>Could not save the results in %1: result &quot;%2&quot;: %3. Nothing was saved.</source>
        <translation>%1 に結果を保存できませんでした: 結果「%2」: %3。何も保存されていません。</translation>
    </message>
    <message>
        <source>read the results</source>
        <translation>結果を読み込む</translation>
    </message>
    <message>
        <source>save result &quot;%1&quot;</source>
        <translation>結果「%1」を保存</translation>
    </message>
    <message>
        <source>remove the results the built-in catalog dropped</source>
        <translation>組み込みカタログから外れた結果を削除</translation>
    </message>
    <message>
        <source>save the built-in results</source>
        <translation>組み込みの結果を保存</translation>
    </message>
    <message>
        <source>Result &quot;%1&quot;</source>
        <translation>結果「%1」</translation>
    </message>
    <message>
        <source>result catalog</source>
        <translation>結果カタログ</translation>
    </message>
    <message>
        <source>save the scenarios</source>
        <translation>シナリオを保存</translation>
    </message>
    <message>
        <source>start saving the scenarios</source>
        <translation>シナリオの保存の開始</translation>
    </message>
    <message>
        <source>Could not save scenario &quot;%1&quot;: the state holds &quot;%2&quot;.</source>
        <translation>シナリオ「%1」を保存できませんでした：この状態には「%2」が含まれています。</translation>
    </message>
    <message>
        <source>There is no scenario &quot;%1&quot; in %2.</source>
        <translation>%2 にシナリオ「%1」はありません。</translation>
    </message>
    <message>
        <source>%1 holds scenario &quot;%2&quot;, which ChipAtlas cannot read (%3). Restore the file from a backup or open another catalog.</source>
        <translation>%1 には ChipAtlas が読めないシナリオ「%2」があります（%3）。バックアップからファイルを復元するか、別のカタログを開いてください。</translation>
    </message>
    <message>
        <source>Could not save scenario &quot;%1&quot; in %2: %3. Nothing was saved.</source>
        <translation>%2 にシナリオ「%1」を保存できませんでした: %3。何も保存されていません。</translation>
    </message>
    <message>
        <source>read the scenarios&apos; names</source>
        <translation>シナリオの名前を読み込む</translation>
    </message>
    <message>
        <source>read the scenarios</source>
        <translation>シナリオを読み込む</translation>
    </message>
    <message>
        <source>the catalog already has a scenario named &quot;%1&quot; (%2); choose another name</source>
        <extracomment>%1 is the name, %2 the id of the scenario that has it.</extracomment>
        <translation>カタログにはすでに「%1」という名前のシナリオ（%2）があります。別の名前を選んでください</translation>
    </message>
    <message>
        <source>save scenario &quot;%1&quot;</source>
        <translation>シナリオ「%1」を保存</translation>
    </message>
    <message>
        <source>delete scenario &quot;%1&quot;</source>
        <translation>シナリオ「%1」を削除</translation>
    </message>
    <message>
        <source>Scenario &quot;%1&quot;</source>
        <translation>シナリオ「%1」</translation>
    </message>
    <message>
        <source>the connection string holds a character that is no text (a Unicode noncharacter or half of a UTF-16 pair), which no name of a server holds</source>
        <translation>接続文字列に、テキストではない文字（Unicode の非文字、または UTF-16 ペアの片方）が含まれています。サーバーの名前にこのような文字は含まれません</translation>
    </message>
    <message>
        <source>take a snapshot before updating the built-in catalog</source>
        <translation>組み込みカタログの更新前にスナップショットを作成</translation>
    </message>
    <message>
        <source>%1 already has a snapshot named &quot;%2&quot;; choose another name.</source>
        <translation>%1 には「%2」という名前のスナップショットが既にあります。別の名前を選んでください。</translation>
    </message>
    <message>
        <source>There is no snapshot &quot;%1&quot; in %2.</source>
        <translation>%2 にスナップショット「%1」はありません。</translation>
    </message>
    <message>
        <source>read the snapshots</source>
        <translation>スナップショットを読み込む</translation>
    </message>
    <message>
        <source>save snapshot &quot;%1&quot;</source>
        <translation>スナップショット「%1」を保存</translation>
    </message>
    <message>
        <source>take a snapshot of the catalog</source>
        <translation>カタログのスナップショットを作成</translation>
    </message>
    <message>
        <source>read the catalog</source>
        <translation>カタログを読み込む</translation>
    </message>
    <message>
        <source>read snapshot &quot;%1&quot;</source>
        <translation>スナップショット「%1」を読み込む</translation>
    </message>
    <message>
        <source>unknown kind &quot;%1&quot;</source>
        <translation>不明な種類「%1」</translation>
    </message>
    <message>
        <source>Snapshot &quot;%1&quot; in %2 holds %3 &quot;%4&quot;, which cannot be read back: %5</source>
        <translation>%2 のスナップショット「%1」にある %3「%4」を読み戻せません: %5</translation>
    </message>
    <message>
        <source>rename snapshot &quot;%1&quot;</source>
        <translation>スナップショット「%1」の名前を変更</translation>
    </message>
    <message>
        <source>delete a snapshot</source>
        <translation>スナップショットを削除</translation>
    </message>
    <message>
        <source>keep what the snapshots recorded</source>
        <translation>スナップショットが記録した内容を保持</translation>
    </message>
    <message>
        <source>Could not %1 in %2: a snapshot records %3 entries of kind &quot;%4&quot; that the catalog no longer holds.</source>
        <translation>%2 で%1できませんでした: スナップショットが記録している種類「%4」のエントリ %3 件がカタログにもうありません。</translation>
    </message>
    <message>
        <source>Snapshot &quot;%1&quot; in %2 records %3 entries of kind &quot;%4&quot; that the catalog no longer holds; it cannot be read back.</source>
        <translation>%2 のスナップショット「%1」は、カタログにもうない種類「%4」のエントリ %3 件を記録しているため、読み戻せません。</translation>
    </message>
    <message>
        <source>prepare saving offers</source>
        <translation>オファーの保存の準備</translation>
    </message>
    <message>
        <source>read which entries the catalog holds</source>
        <translation>カタログにあるエントリの読み込み</translation>
    </message>
</context>
<context>
    <name>SystemAggregates</name>
    <message>
        <source>%1 x %2: %3</source>
        <translation>%1 x %2: %3</translation>
    </message>
    <message>
        <source>%1 x %2 %3 (%4)</source>
        <translation>%1 x %2 %3 (%4)</translation>
    </message>
    <message>
        <source>; the chip&apos;s figure is unverified</source>
        <translation>; チップの数値は未検証</translation>
    </message>
    <message>
        <source>of each %1</source>
        <translation>各 %1 の値</translation>
    </message>
    <message>
        <source>not published for a system</source>
        <translation>システムについては非公表</translation>
    </message>
    <message>
        <source>the catalog has no chip %1</source>
        <translation>カタログにチップ %1 がありません</translation>
    </message>
    <message>
        <source>system power not published (%1 x chip TDP would leave out hosts and switches)</source>
        <translation>システム消費電力は非公表 (%1 x チップ TDP ではホストとスイッチが含まれません)</translation>
    </message>
    <message>
        <source>%1 x %2</source>
        <translation>%1 x %2</translation>
    </message>
    <message>
        <source>chips only: no host, no switch</source>
        <translation>チップのみ: ホストとスイッチを含まない</translation>
    </message>
    <message>
        <source>not published for %1 chips as one entry</source>
        <translation>%1 個のチップを 1 エントリとした値は非公表</translation>
    </message>
    <message>
        <source>%1 with sparsity (%2 dense)</source>
        <translation>%1 (疎、密では %2)</translation>
    </message>
    <message>
        <source>computed: %1, %2 states %3</source>
        <translation>計算値: %1、%2 の記載値: %3</translation>
    </message>
    <message>
        <source>agree</source>
        <translation>一致</translation>
    </message>
    <message>
        <source>differ by %1% (more than rounding)</source>
        <translation>%1% の差 (丸め誤差を超える)</translation>
    </message>
    <message>
        <source>computed %1, %2 states %3: %4</source>
        <translation>計算値 %1、%2 の記載値 %3: %4</translation>
    </message>
    <message>
        <source> (printed in different units; the nominal numbers are compared)</source>
        <translation> (記載単位が異なるため、公称値で比較)</translation>
    </message>
    <message>
        <source>; the chip&apos;s figure is a design target, not shipping</source>
        <translation>; チップの数値は設計目標値で、出荷されていない</translation>
    </message>
</context>
<context>
    <name>SystemColumns</name>
    <message>
        <source>ID</source>
        <translation>ID</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>名前</translation>
    </message>
    <message>
        <source>Vendor</source>
        <translation>ベンダー</translation>
    </message>
    <message>
        <source>Chip</source>
        <translation>チップ</translation>
    </message>
    <message>
        <source>Chips</source>
        <translation>チップ数</translation>
    </message>
    <message>
        <source>Scale-up domain (chips)</source>
        <translation>スケールアップドメイン (チップ数)</translation>
    </message>
    <message>
        <source>Memory</source>
        <translation>メモリ</translation>
    </message>
    <message>
        <source>Memory bandwidth</source>
        <translation>メモリ帯域幅</translation>
    </message>
    <message>
        <source>System power (W)</source>
        <translation>システム消費電力 (W)</translation>
    </message>
    <message>
        <source>Cheapest ($/chip-h)</source>
        <translation>最安値 ($/チップ時間)</translation>
    </message>
    <message>
        <source>Dearest ($/chip-h)</source>
        <translation>最高値 ($/チップ時間)</translation>
    </message>
    <message>
        <source>Offer spread</source>
        <translation>オファー価格差</translation>
    </message>
    <message>
        <source>dearest / cheapest per chip-hour of %1 priced %2 offers</source>
        <translation>価格付き%2オファー %1 件のチップ時間あたり最高値 / 最安値</translation>
    </message>
    <message>
        <source>%1x %2</source>
        <translation>%1x %2</translation>
    </message>
</context>
<context>
    <name>SystemEdits</name>
    <message>
        <source>The id &quot;%1&quot; is already used by another system.</source>
        <translation>ID「%1」は別のシステムで既に使用されています。</translation>
    </message>
    <message>
        <source>The system &quot;%1&quot; is no longer in the catalog.</source>
        <translation>システム「%1」はカタログにもう存在しません。</translation>
    </message>
</context>
<context>
    <name>SystemField</name>
    <message>
        <source>Scale-up fabric</source>
        <translation>スケールアップファブリック</translation>
    </message>
    <message>
        <source>Scale-up domain</source>
        <translation>スケールアップドメイン</translation>
    </message>
    <message>
        <source>Scale-up bandwidth per chip</source>
        <translation>チップあたりのスケールアップ帯域幅</translation>
    </message>
    <message>
        <source>Scale-out network</source>
        <translation>スケールアウトネットワーク</translation>
    </message>
    <message>
        <source>Host CPUs</source>
        <translation>ホストCPU</translation>
    </message>
    <message>
        <source>Host memory</source>
        <translation>ホストメモリ</translation>
    </message>
    <message>
        <source>System power</source>
        <translation>システム消費電力</translation>
    </message>
    <message>
        <source>Rack power</source>
        <translation>ラック消費電力</translation>
    </message>
    <message>
        <source>Vendor&apos;s FP8 total</source>
        <translation>ベンダー公表のFP8合計</translation>
    </message>
    <message>
        <source>Vendor&apos;s BF16 total</source>
        <translation>ベンダー公表のBF16合計</translation>
    </message>
    <message>
        <source>Vendor&apos;s memory total</source>
        <translation>ベンダー公表のメモリ合計</translation>
    </message>
    <message>
        <source>Vendor&apos;s memory bandwidth total</source>
        <translation>ベンダー公表のメモリ帯域幅合計</translation>
    </message>
    <message>
        <source>Availability</source>
        <translation>提供状況</translation>
    </message>
    <message>
        <source>List price</source>
        <translation>定価</translation>
    </message>
</context>
<context>
    <name>SystemFit</name>
    <message>
        <source>Scale-up domain</source>
        <translation>スケールアップドメイン</translation>
    </message>
    <message>
        <source>%1 chips of %2 on %3</source>
        <translation>%3 で接続された %2 のチップ %1 個</translation>
    </message>
    <message>
        <source>%1 chips of %2</source>
        <translation>%2 のチップ %1 個</translation>
    </message>
    <message>
        <source>Domains needed</source>
        <translation>必要なドメイン数</translation>
    </message>
    <message>
        <source>domains needed: unknown (no number of chips of %1 holds the model)</source>
        <translation>必要なドメイン数: 不明 (%1 を何個使ってもモデルが収まらない)</translation>
    </message>
    <message>
        <source>Scale-up bandwidth per chip</source>
        <translation>チップあたりのスケールアップ帯域幅</translation>
    </message>
    <message>
        <source>within a domain: %1</source>
        <translation>ドメイン内: %1</translation>
    </message>
    <message>
        <source>Scale-out network</source>
        <translation>スケールアウトネットワーク</translation>
    </message>
    <message>
        <source>between domains: %1</source>
        <translation>ドメイン間: %1</translation>
    </message>
    <message>
        <source>needs %1 domains: crosses the scale-out network (%2) between them, slower than the scale-up fabric (%3 per chip)</source>
        <translation>%1 個のドメインが必要: ドメイン間はスケールアウトネットワーク (%2) を経由し、スケールアップファブリック (チップあたり %3) より低速</translation>
    </message>
    <message>
        <source>%1 has %2 chips; one scale-up domain has %3</source>
        <translation>%1 のチップは %2 個、1 つのスケールアップドメインは %3 個</translation>
    </message>
    <message>
        <source>1 chip</source>
        <translation>1 チップ</translation>
    </message>
    <message>
        <source>%1 chips</source>
        <translation>%1 チップ</translation>
    </message>
    <message>
        <source>the memory of %1 is not in the catalog</source>
        <translation>%1 のメモリはカタログにありません</translation>
    </message>
    <message>
        <source>does not fit: no number of %1 chips holds %2</source>
        <translation>収まりません: %1 を何個使っても %2 は収まりません</translation>
    </message>
    <message>
        <source>does not fit: one instance needs %1, %2 has %3</source>
        <translation>収まりません: 1 インスタンスに %1 必要ですが、%2 は %3 です</translation>
    </message>
    <message>
        <source>one instance spans %1 domains: no bound across the scale-out network</source>
        <translation>1 インスタンスが %1 ドメインにまたがります: スケールアウト網をまたぐ上限はありません</translation>
    </message>
    <message>
        <source>a figure of %1 the bound needs is missing</source>
        <translation>上限に必要な %1 の数値がありません</translation>
    </message>
    <message>
        <source>One instance</source>
        <translation>1 インスタンス</translation>
    </message>
    <message>
        <source>%1: %2 pipeline stages over %3 domains</source>
        <translation>%1: %3 ドメインにまたがる %2 パイプラインステージ</translation>
    </message>
    <message>
        <source>%1, the smallest group an engine runs inside one domain</source>
        <translation>%1、エンジンが 1 ドメイン内で実行する最小のグループ</translation>
    </message>
    <message>
        <source>domains one instance spans</source>
        <translation>1 インスタンスがまたがるドメイン数</translation>
    </message>
    <message>
        <source>Replicas</source>
        <translation>レプリカ</translation>
    </message>
    <message>
        <source>floor(%1 domains / %2 domains per instance)</source>
        <translation>floor(%1 ドメイン / インスタンスあたり %2 ドメイン)</translation>
    </message>
    <message>
        <source>%1 domains x floor(%2 / %3)</source>
        <translation>%1 ドメイン x floor(%2 / %3)</translation>
    </message>
    <message>
        <source>%1 domains x floor(%2 / %3) + floor(%4 left over / %3)</source>
        <translation>%1 ドメイン x floor(%2 / %3) + floor(残り %4 / %3)</translation>
    </message>
    <message>
        <source>Memory, all replicas</source>
        <translation>メモリ (全レプリカ)</translation>
    </message>
    <message>
        <source>%1 replicas x %2 GB per instance</source>
        <translation>%1 レプリカ x インスタンスあたり %2 GB</translation>
    </message>
    <message>
        <source>Decode per sequence, one instance</source>
        <translation>シーケンスあたりのデコード (1 インスタンス)</translation>
    </message>
    <message>
        <source>one instance&apos;s bound / %1 pipeline stages</source>
        <translation>1 インスタンスの上限 / %1 パイプラインステージ</translation>
    </message>
    <message>
        <source>one instance&apos;s bound per sequence</source>
        <translation>1 インスタンスのシーケンスあたり上限</translation>
    </message>
    <message>
        <source>Decode, all replicas</source>
        <translation>デコード (全レプリカ)</translation>
    </message>
    <message>
        <source>%1 replicas x %2 tokens/s (%3 per replica)</source>
        <translation>%1 レプリカ x %2 トークン/秒 (レプリカあたり %3)</translation>
    </message>
    <message>
        <source>1 sequence</source>
        <translation>1 シーケンス</translation>
    </message>
    <message>
        <source>%1 sequences</source>
        <translation>%1 シーケンス</translation>
    </message>
    <message>
        <source>the scale-out network (%1) carries requests and responses between replicas only; an instance&apos;s traffic stays on the scale-up fabric</source>
        <translation>スケールアウト網 (%1) はレプリカ間のリクエストとレスポンスだけを運びます。インスタンス内の通信はスケールアップ接続にとどまります</translation>
    </message>
    <message>
        <source>one instance: %1 inside one scale-up domain of %2 chips; %3 has %4 replicas</source>
        <translation>1 インスタンス: %2 チップのスケールアップドメイン内に %1。%3 には %4 レプリカ</translation>
    </message>
    <message>
        <source>decode bound: none, %1</source>
        <translation>デコード上限: なし、%1</translation>
    </message>
    <message>
        <source>no group of chips holds it</source>
        <translation>どのチップグループにも収まりません</translation>
    </message>
    <message>
        <source>TP %1 x PP %2 = %3</source>
        <translation>TP %1 x PP %2 = %3</translation>
    </message>
</context>
<context>
    <name>SystemHtml</name>
    <message>
        <source>Vendor totals against the computed ones</source>
        <translation>ベンダー公表の合計と計算値の比較</translation>
    </message>
    <message>
        <source>disagree</source>
        <translation>不一致</translation>
    </message>
    <message>
        <source>agree</source>
        <translation>一致</translation>
    </message>
    <message>
        <source>The vendor&apos;s figure counts 2:4 sparsity: compared at half.</source>
        <translation>ベンダーの数値は2:4スパース性を前提としているため、半分の値で比較しています。</translation>
    </message>
    <message>
        <source>Source: %1</source>
        <translation>出典: %1</translation>
    </message>
    <message>
        <source>%1 · %2 x %3 · system</source>
        <translation>%1 · %2 x %3 · システム</translation>
    </message>
    <message>
        <source>System</source>
        <translation>システム</translation>
    </message>
    <message>
        <source>The chip &quot;%1&quot; is not in the catalog: the totals cannot be computed.</source>
        <translation>チップ「%1」がカタログにないため、合計を計算できません。</translation>
    </message>
    <message>
        <source>Totals (computed from %1 x %2)</source>
        <translation>合計 (%1 x %2から計算)</translation>
    </message>
    <message>
        <source>Efficiency at %1</source>
        <translation>%1での効率</translation>
    </message>
    <message>
        <source>Notes</source>
        <translation>注記</translation>
    </message>
    <message>
        <source>Sources</source>
        <translation>出典</translation>
    </message>
</context>
<context>
    <name>SystemJson</name>
    <message>
        <source>%1: is missing or empty</source>
        <translation>%1: 未指定または空です</translation>
    </message>
    <message>
        <source>%1: must be text</source>
        <translation>%1: テキストである必要があります</translation>
    </message>
    <message>
        <source>%1: must be a whole number of at least 1</source>
        <translation>%1: 1以上の整数である必要があります</translation>
    </message>
    <message>
        <source>%1: must be true or false</source>
        <translation>%1: trueまたはfalseである必要があります</translation>
    </message>
    <message>
        <source>%1: must be an array of text</source>
        <translation>%1: テキストの配列である必要があります</translation>
    </message>
    <message>
        <source>per_instance_hour: must be a number greater than 0</source>
        <translation>per_instance_hour: 0より大きい数値である必要があります</translation>
    </message>
    <message>
        <source>currency: &quot;%1&quot; is not an ISO 4217 code (three capital letters)</source>
        <translation>currency: 「%1」はISO 4217コード (大文字3文字) ではありません</translation>
    </message>
    <message>
        <source>seen: &quot;%1&quot; is not a date (YYYY-MM-DD)</source>
        <translation>seen: 「%1」は日付 (YYYY-MM-DD) ではありません</translation>
    </message>
    <message>
        <source>is not an object</source>
        <translation>オブジェクトではありません</translation>
    </message>
    <message>
        <source>figures: must be an object keyed by figure</source>
        <translation>figures: 数値をキーとするオブジェクトである必要があります</translation>
    </message>
    <message>
        <source>figures: unknown figure &quot;%1&quot;</source>
        <translation>figures: 不明な数値「%1」</translation>
    </message>
    <message>
        <source>pricing: &quot;%1&quot; is not one of on_demand, reserved, spot</source>
        <translation>pricing: 「%1」はon_demand、reserved、spotのいずれでもありません</translation>
    </message>
    <message>
        <source>prices: must be an array</source>
        <translation>prices: 配列である必要があります</translation>
    </message>
    <message>
        <source>price %1: is not an object</source>
        <translation>price %1: オブジェクトではありません</translation>
    </message>
    <message>
        <source>price %1: %2</source>
        <translation>price %1: %2</translation>
    </message>
    <message>
        <source>system %1 (&quot;%2&quot;): %3</source>
        <translation>システム%1 (「%2」): %3</translation>
    </message>
    <message>
        <source>offer %1 (&quot;%2&quot;): %3</source>
        <translation>オファー%1 (「%2」): %3</translation>
    </message>
    <message>
        <source>system %1 (without an id): %2</source>
        <translation>システム %1 (IDなし): %2</translation>
    </message>
    <message>
        <source>offer %1 (without an id): %2</source>
        <translation>オファー %1 (IDなし): %2</translation>
    </message>
    <message>
        <source>the id is already used by system %1</source>
        <translation>このIDはシステム %1 ですでに使われています</translation>
    </message>
    <message>
        <source>the id is already used by offer %1</source>
        <translation>このIDはオファー %1 ですでに使われています</translation>
    </message>
</context>
<context>
    <name>Theme</name>
    <message>
        <source>Light</source>
        <translation>ライト</translation>
    </message>
    <message>
        <source>Dark</source>
        <translation>ダーク</translation>
    </message>
    <message>
        <source>System</source>
        <translation>システム</translation>
    </message>
</context>
<context>
    <name>Units</name>
    <message>
        <source>bytes</source>
        <translation>バイト</translation>
    </message>
    <message>
        <source>billion</source>
        <translation>×10億</translation>
    </message>
    <message>
        <source>chips</source>
        <translation>チップ</translation>
    </message>
    <message>
        <source>GB/s per TFLOPS</source>
        <translation>GB/s/TFLOPS</translation>
    </message>
    <message>
        <source>GB/s per TOPS</source>
        <translation>GB/s/TOPS</translation>
    </message>
    <message numerus="yes">
        <source>%1 chips</source>
        <translation>
            <numerusform>%1 チップ</numerusform>
        </translation>
    </message>
    <message>
        <source>tokens</source>
        <translation>トークン</translation>
    </message>
</context>
<context>
    <name>Validation</name>
    <message>
        <source>Vendor</source>
        <translation>ベンダー</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>名前</translation>
    </message>
    <message>
        <source>Family</source>
        <translation>ファミリー</translation>
    </message>
    <message>
        <source>Kind</source>
        <translation>種類</translation>
    </message>
    <message>
        <source>Sparsity note</source>
        <translation>密/疎に関する注記</translation>
    </message>
    <message>
        <source>Notes</source>
        <translation>注記</translation>
    </message>
    <message>
        <source>%1: the text is %2 characters long; at most %3 are allowed</source>
        <translation>%1：テキストが %2 文字あります。最大 %3 文字までです</translation>
    </message>
    <message>
        <source>%1: the text contains the control character U+%2</source>
        <translation>%1：テキストに制御文字 U+%2 が含まれています</translation>
    </message>
    <message>
        <source>%1: a source URL is empty</source>
        <translation>%1：出典 URL が空です</translation>
    </message>
    <message>
        <source>%1: the source URL &quot;%2&quot; contains a space, a line break or &apos;;&apos;</source>
        <translation>%1：出典 URL「%2」に空白、改行、または &apos;;&apos; が含まれています</translation>
    </message>
    <message>
        <source>ID</source>
        <translation>ID</translation>
    </message>
    <message>
        <source>Total parameters</source>
        <translation>総パラメータ数</translation>
    </message>
    <message>
        <source>Active parameters</source>
        <translation>アクティブパラメータ数</translation>
    </message>
    <message>
        <source>Layers</source>
        <translation>レイヤー数</translation>
    </message>
    <message>
        <source>Hidden size</source>
        <translation>隠れ層サイズ</translation>
    </message>
    <message>
        <source>Attention heads</source>
        <translation>アテンションヘッド数</translation>
    </message>
    <message>
        <source>KV heads</source>
        <translation>KV ヘッド数</translation>
    </message>
    <message>
        <source>Head dimension</source>
        <translation>ヘッド次元</translation>
    </message>
    <message>
        <source>Maximum context</source>
        <translation>最大コンテキスト長</translation>
    </message>
    <message>
        <source>Experts</source>
        <translation>エキスパート数</translation>
    </message>
    <message>
        <source>Experts per token</source>
        <translation>トークンあたりのエキスパート数</translation>
    </message>
    <message>
        <source>Model field</source>
        <translation>モデルのフィールド</translation>
    </message>
    <message>
        <source>%1: a printed unit (decimal or binary) applies only to a capacity or a bandwidth in GB or GB/s</source>
        <translation>%1: 記載単位 (10 進または 2 進) は GB または GB/s の容量・帯域幅にのみ指定できます</translation>
    </message>
    <message>
        <source>%1: a link scope applies only to %2</source>
        <translation>%1: リンクの接続範囲は %2 にのみ指定できます</translation>
    </message>
    <message>
        <source>%1: a configuration or a range applies only to a number</source>
        <translation>%1: 構成または範囲は数値にのみ指定できます</translation>
    </message>
    <message>
        <source>%1: a range needs both ends, low and high</source>
        <translation>%1: 範囲には下限と上限の両方が必要です</translation>
    </message>
    <message>
        <source>%1: a range needs the value it is given around</source>
        <translation>%1: 範囲には、その基準となる値が必要です</translation>
    </message>
    <message>
        <source>%1: the range %2 to %3 does not contain the value %4</source>
        <translation>%1: %2 から %3 の範囲に値 %4 が含まれていません</translation>
    </message>
    <message>
        <source>%1: an id is required</source>
        <translation>%1: ID が必要です</translation>
    </message>
    <message>
        <source>%1: the id is %2 characters long; at most %3 are allowed</source>
        <translation>%1: ID が %2 文字あります。最大 %3 文字までです</translation>
    </message>
    <message>
        <source>%1: &quot;%2&quot; is not a valid id; use lowercase letters, digits, &apos;.&apos;, &apos;-&apos; and &apos;_&apos;, starting with a letter or digit (like &quot;nvidia-h100-sxm&quot;)</source>
        <translation>%1: 「%2」は有効な ID ではありません。英小文字、数字、「.」「-」「_」を使い、英字または数字で始めてください (例: 「nvidia-h100-sxm」)</translation>
    </message>
    <message>
        <source>%1: &quot;%2&quot; is already used by another entry of the catalog</source>
        <translation>%1: 「%2」はカタログ内の別のエントリですでに使用されています</translation>
    </message>
    <message>
        <source>%1: the value is not a finite number</source>
        <translation>%1: 値が有限の数値ではありません</translation>
    </message>
    <message>
        <source>%1: %2 is negative</source>
        <translation>%1: %2 は負の値です</translation>
    </message>
    <message>
        <source>%1: %2 is zero; leave the figure empty (unknown or not published) when there is no value</source>
        <translation>%1: %2 はゼロです。値がない場合は数値を空欄 (不明または非公表) にしてください</translation>
    </message>
    <message>
        <source>%1: %2 is below the minimum of %3</source>
        <translation>%1: %2 は最小値 %3 を下回っています</translation>
    </message>
    <message>
        <source>%1: %2 is above the maximum of %3</source>
        <translation>%1: %2 は最大値 %3 を超えています</translation>
    </message>
    <message>
        <source>%1: %2 is not a whole number</source>
        <translation>%1: %2 は整数ではありません</translation>
    </message>
    <message>
        <source>%1: a figure without a value must be not_published or unknown, not %2</source>
        <translation>%1: 値のない数値のステータスは not_published または unknown である必要があります (%2 は不可)</translation>
    </message>
    <message>
        <source>%1: &quot;sparsity unstated&quot; applies only to a throughput figure with a value</source>
        <translation>%1: 「密/疎未記載」は値のあるスループットの数値にのみ指定できます</translation>
    </message>
    <message>
        <source>%1: the value must be a number</source>
        <translation>%1: 値は数値である必要があります</translation>
    </message>
    <message>
        <source>%1: the value must be text</source>
        <translation>%1: 値はテキストである必要があります</translation>
    </message>
    <message>
        <source>%1: the text is empty; leave the figure without a value</source>
        <translation>%1: テキストが空です。数値を値なしのままにしてください</translation>
    </message>
    <message>
        <source>%1: &quot;%2&quot; is not a date as YYYY, YYYY-MM or YYYY-MM-DD</source>
        <translation>%1: 「%2」は YYYY、YYYY-MM、YYYY-MM-DD のいずれの形式の日付でもありません</translation>
    </message>
    <message>
        <source>%1: a %2 is required</source>
        <translation>%1: %2 が必要です</translation>
    </message>
    <message>
        <source>Sources</source>
        <translation>出典</translation>
    </message>
    <message>
        <source>%1: a name is required</source>
        <translation>%1: 名前が必要です</translation>
    </message>
    <message>
        <source>%1: %2 must be greater than zero</source>
        <translation>%1: %2 ではなく、0 より大きい値である必要があります</translation>
    </message>
    <message>
        <source>%1: %2 billion is above the maximum of 100000 billion</source>
        <translation>%1: %2 B は上限の 100000 B (10 億単位) を超えています</translation>
    </message>
    <message>
        <source>%1: %2 is more than %3 %4</source>
        <translation>%1: %2 が %3 (%4) を超えています</translation>
    </message>
    <message>
        <source>no number was entered</source>
        <translation>数値が入力されていません</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a number</source>
        <translation>「%1」は数値ではありません</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a finite number</source>
        <translation>「%1」は有限の数値ではありません</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is too close to zero to mean anything; write 0 or a number of at least 1e-300</source>
        <translation>「%1」は 0 に近すぎて意味を持ちません。0 か 1e-300 以上の数を書いてください</translation>
    </message>
    <message>
        <source>%1: %2 is below %3, the smallest value a figure may have</source>
        <translation>%1: %2 は、数値が取りうる最小値 %3 を下回っています</translation>
    </message>
    <message>
        <source>%1: required</source>
        <translation>%1: 必須です</translation>
    </message>
    <message>
        <source>%1: %2 is zero; leave it empty when the source gives none</source>
        <translation>%1: %2 はゼロです。出典に値がないときは空欄にしてください</translation>
    </message>
    <message>
        <source>%1: %2 is below the minimum of 1</source>
        <translation>%1: %2 は最小値 1 を下回っています</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a number</source>
        <translation>「%1」は数値ではありません</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a whole number</source>
        <translation>「%1」は整数ではありません</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a precision (fp64, fp32, tf32, fp16, bf16, fp8, int8, fp4)</source>
        <translation>「%1」は精度ではありません (fp64、fp32、tf32、fp16、bf16、fp8、int8、fp4)</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not serving or figure</source>
        <translation>「%1」は serving でも figure でもありません</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not offline, server, interactive, concurrency or single</source>
        <translation>「%1」は offline、server、interactive、concurrency、single のいずれでもありません</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a date (YYYY-MM-DD)</source>
        <translation>「%1」は日付 (YYYY-MM-DD) ではありません</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not audited, independent, vendor or own</source>
        <translation>「%1」は audited、independent、vendor、own のいずれでもありません</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a chip or system in the catalog</source>
        <translation>「%1」はカタログにあるチップでもシステムでもありません</translation>
    </message>
    <message>
        <source>%1: &apos;%2&apos; is not %3 (a lowercase slug)</source>
        <translation>%1: &apos;%2&apos; は %3 ではありません（小文字のスラッグ）</translation>
    </message>
    <message>
        <source>%1: %2 is not above %3</source>
        <translation>%1: %2 は %3 より大きくありません</translation>
    </message>
    <message>
        <source>a chip or system id</source>
        <translation>チップまたはシステムの ID</translation>
    </message>
    <message>
        <source>%1: &quot;%2&quot; is not a currency; use its three capital letters (ISO 4217, like &quot;USD&quot;)</source>
        <translation>%1: 「%2」は通貨ではありません。英大文字 3 文字で指定してください (ISO 4217、例: 「USD」)</translation>
    </message>
    <message>
        <source>an offer id</source>
        <translation>オファーの ID</translation>
    </message>
    <message>
        <source>a model id</source>
        <translation>モデルの ID</translation>
    </message>
    <message>
        <source>%1: a figure with a value must be published, computed, unverified or design_target, not %2</source>
        <translation>%1: 値のある数値のステータスは published、computed、unverified、design_target のいずれかである必要があります (%2 は不可)</translation>
    </message>
</context>
<context>
    <name>WhatFits</name>
    <message>
        <source>Total memory on one chip: weights, KV cache at %1 for %2 tokens (or the model&apos;s maximum when shorter), batch %3, and %4% headroom. Every expert of an MoE model is counted.</source>
        <translation>1チップの総メモリ: 重み、%2 トークン (モデルの最大値の方が短い場合はその値) 分の%1のKVキャッシュ、バッチ%3、ヘッドルーム%4%。MoEモデルはすべてのエキスパートを計上しています。</translation>
    </message>
    <message>
        <source>by SGLang&apos;s rule</source>
        <translation>SGLangのルールによる値</translation>
    </message>
    <message>
        <source>Memory on one chip: weights and KV cache at %1 for %2 tokens (or the model&apos;s maximum when shorter), batch %3, within the %4 budget (%5 %6 of the memory visible to software, or of the printed capacity where that is unknown). Every expert of an MoE model is counted.</source>
        <translation>1チップのメモリ: 重みと、%2 トークン (モデルの最大値の方が短い場合はその値) 分の%1のKVキャッシュ、バッチ%3、%4の予算内 (ソフトウェアから見えるメモリ、不明な場合は表記上の容量に対する%5 %6)。MoEモデルはすべてのエキスパートを計上しています。</translation>
    </message>
    <message>
        <source>Open in the model-fit calculator</source>
        <translation>モデル適合計算ツールで開く</translation>
    </message>
    <message>
        <source>What fits</source>
        <translation>収まるモデル</translation>
    </message>
    <message>
        <source>The memory of this chip is %1, so no fit can be computed.</source>
        <translation>このチップのメモリは%1のため、収まるかどうかを計算できません。</translation>
    </message>
    <message>
        <source>What fits in %1</source>
        <translation>%1に収まるモデル</translation>
    </message>
    <message>
        <source>Model</source>
        <translation>モデル</translation>
    </message>
    <message numerus="yes">
        <source>Of %L1 models, %L2 fit at FP16, %L3 at INT8, %L4 at INT4.</source>
        <translation>
            <numerusform>%L1個のモデルのうち、FP16で収まるのは%L2個、INT8では%L3個、INT4では%L4個です。</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>chipatlas</name>
    <message>
        <source>ID</source>
        <translation>ID</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>名前</translation>
    </message>
    <message>
        <source>Vendor</source>
        <translation>ベンダー</translation>
    </message>
    <message>
        <source>Chip</source>
        <translation>チップ</translation>
    </message>
    <message>
        <source>Chips</source>
        <translation>チップ数</translation>
    </message>
    <message>
        <source>%1: the value is not a finite number</source>
        <translation>%1: 値が有限の数値ではありません</translation>
    </message>
    <message>
        <source>%1: %2 is negative</source>
        <translation>%1: %2 は負の値です</translation>
    </message>
    <message>
        <source>%1: %2 is zero; leave the figure empty (unknown or not published) when there is no value</source>
        <translation>%1: %2 はゼロです。値がない場合は数値を空欄 (不明または非公表) にしてください</translation>
    </message>
    <message>
        <source>%1: %2 is below the minimum of %3</source>
        <translation>%1: %2 は最小値 %3 を下回っています</translation>
    </message>
    <message>
        <source>%1: %2 is above the maximum of %3</source>
        <translation>%1: %2 は最大値 %3 を超えています</translation>
    </message>
    <message>
        <source>%1: %2 is not a whole number</source>
        <translation>%1: %2 は整数ではありません</translation>
    </message>
    <message>
        <source>%1: a figure without a value must be not_published or unknown, not %2</source>
        <translation>%1: 値のない数値のステータスは not_published または unknown である必要があります (%2 は不可)</translation>
    </message>
    <message>
        <source>%1: &quot;sparsity unstated&quot; applies only to a chip&apos;s throughput figure</source>
        <translation>%1: 「密/疎未記載」はチップのスループットの数値にのみ指定できます</translation>
    </message>
    <message>
        <source>%1: the value must be a number</source>
        <translation>%1: 値は数値である必要があります</translation>
    </message>
    <message>
        <source>%1: the value must be text</source>
        <translation>%1: 値はテキストである必要があります</translation>
    </message>
    <message>
        <source>%1: the text is empty; leave the figure without a value</source>
        <translation>%1: テキストが空です。数値を値なしのままにしてください</translation>
    </message>
    <message>
        <source>%1: a printed unit (decimal or binary) applies only to a capacity or a bandwidth in GB or GB/s</source>
        <translation>%1: 記載単位 (10 進または 2 進) は GB または GB/s の容量・帯域幅にのみ指定できます</translation>
    </message>
    <message>
        <source>%1: a link scope applies only to a chip&apos;s interconnect bandwidth</source>
        <translation>%1: リンクの接続範囲はチップのインターコネクト帯域幅にのみ指定できます</translation>
    </message>
    <message>
        <source>%1: a configuration or a range applies only to a number</source>
        <translation>%1: 構成または範囲は数値にのみ指定できます</translation>
    </message>
    <message>
        <source>%1: a range needs both ends, low and high</source>
        <translation>%1: 範囲には下限と上限の両方が必要です</translation>
    </message>
    <message>
        <source>%1: the range does not contain the value</source>
        <translation>%1: 範囲に値が含まれていません</translation>
    </message>
    <message>
        <source>%1: a %2 is required</source>
        <translation>%1: %2 が必要です</translation>
    </message>
    <message>
        <source>%1: %2 chips; a whole number from 1 to 10000000 is required</source>
        <translation>%1: チップ数 %2 は無効です。1 から 10000000 までの整数が必要です</translation>
    </message>
    <message>
        <source>Sources</source>
        <translation>出典</translation>
    </message>
    <message>
        <source>Notes</source>
        <translation>注記</translation>
    </message>
    <message>
        <source>System or chip</source>
        <translation>システムまたはチップ</translation>
    </message>
    <message>
        <source>Provider</source>
        <translation>プロバイダー</translation>
    </message>
    <message>
        <source>Region</source>
        <translation>リージョン</translation>
    </message>
    <message>
        <source>Instance</source>
        <translation>インスタンス</translation>
    </message>
    <message>
        <source>Pricing note</source>
        <translation>価格の注記</translation>
    </message>
    <message>
        <source>Price %1 per instance hour</source>
        <translation>インスタンス時間あたりの価格 %1</translation>
    </message>
    <message>
        <source>%1: %2 is not a price; a number above 0 and at most 10000000 is required</source>
        <translation>%1: %2 は価格ではありません。0 より大きく 10000000 以下の数値が必要です</translation>
    </message>
    <message>
        <source>%1: &quot;%2&quot; is not a currency; use its three capital letters (ISO 4217, like &quot;USD&quot;)</source>
        <translation>%1: 「%2」は通貨ではありません。英大文字 3 文字で指定してください (ISO 4217、例: 「USD」)</translation>
    </message>
    <message>
        <source>Currency</source>
        <translation>通貨</translation>
    </message>
    <message>
        <source>%1: %2 is outside 2000-01-01 to 2200-12-31</source>
        <translation>%1: %2 は 2000-01-01 から 2200-12-31 の範囲外です</translation>
    </message>
    <message>
        <source>Date seen</source>
        <translation>確認日</translation>
    </message>
    <message>
        <source>Date note</source>
        <translation>日付の注記</translation>
    </message>
    <message>
        <source>Source</source>
        <translation>出典</translation>
    </message>
    <message>
        <source>chips: %1 new, %2 changed, %3 unchanged; LLM models: %4 new, %5 changed, %6 unchanged; prices: %7 new, %8 changed, %9 unchanged</source>
        <translation>チップ: 新規 %1、変更 %2、変更なし %3; LLM モデル: 新規 %4、変更 %5、変更なし %6; 価格: 新規 %7、変更 %8、変更なし %9</translation>
    </message>
    <message>
        <source>; systems: %1 new, %2 changed, %3 unchanged; offers: %4 new, %5 changed, %6 unchanged</source>
        <translation>; システム: 新規 %1、変更 %2、変更なし %3; オファー: 新規 %4、変更 %5、変更なし %6</translation>
    </message>
    <message>
        <source>line 1: the file is empty; a header row naming at least the columns id, vendor and name is expected</source>
        <translation>1 行目: ファイルが空です。少なくとも id、vendor、name の列を含むヘッダー行が必要です</translation>
    </message>
    <message>
        <source>the file is empty; a JSON array of chips is expected</source>
        <translation>ファイルが空です。チップの JSON 配列が必要です</translation>
    </message>
    <message>
        <source>the JSON is neither an array of chips nor an object with &quot;format&quot;: &quot;chipatlas-catalog&quot; and a &quot;chips&quot; array</source>
        <translation>JSON がチップの配列でも、&quot;format&quot;: &quot;chipatlas-catalog&quot; と &quot;chips&quot; 配列を持つオブジェクトでもありません</translation>
    </message>
    <message>
        <source>not a JSON object</source>
        <translation>JSON オブジェクトではありません</translation>
    </message>
    <message>
        <source>the id is already used by chip %1</source>
        <translation>ID はすでにチップ %1 で使用されています</translation>
    </message>
    <message>
        <source>line %1, column %2 (%3)</source>
        <translation>%1 行目、%2 列目 (%3)</translation>
    </message>
    <message>
        <source>beyond the header</source>
        <translation>ヘッダーの範囲外</translation>
    </message>
    <message>
        <source>text follows the closing quote of a quoted field; a quote inside a quoted field is written twice (&quot;&quot;)</source>
        <translation>引用符で囲まれたフィールドの閉じ引用符の後にテキストがあります。引用符で囲まれたフィールド内の引用符は 2 つ重ねて (&quot;&quot;) 記述します</translation>
    </message>
    <message>
        <source>a quote inside an unquoted field; quote the whole field and write the quote twice (&quot;&quot;)</source>
        <translation>引用符で囲まれていないフィールドに引用符があります。フィールド全体を引用符で囲み、引用符を 2 つ重ねて (&quot;&quot;) 記述してください</translation>
    </message>
    <message>
        <source>the quoted field is not closed: the file ends before its closing quote</source>
        <translation>引用符で囲まれたフィールドが閉じられていません: 閉じ引用符の前にファイルが終わっています</translation>
    </message>
    <message>
        <source>unknown column &quot;%1&quot; in %2; the columns are %3</source>
        <translation>%2 に不明な列「%1」があります。使用できる列: %3</translation>
    </message>
    <message>
        <source>the column &quot;%1&quot; appears twice (also column %2)</source>
        <translation>列「%1」が重複しています (%2 列目にもあります)</translation>
    </message>
    <message>
        <source>line 1: the header has no &quot;%1&quot; column; %2 needs the columns %3</source>
        <translation>1 行目: ヘッダーに「%1」列がありません。%2 には列 %3 が必要です</translation>
    </message>
    <message>
        <source>line %1: the row has %2 fields but the header has %3 columns</source>
        <translation>%1 行目: 行のフィールド数は %2 ですが、ヘッダーの列数は %3 です</translation>
    </message>
    <message>
        <source>the field is %1 characters long; at most %2 are allowed</source>
        <translation>フィールドが %1 文字あります。最大 %2 文字までです</translation>
    </message>
    <message>
        <source>the field contains a NUL character</source>
        <translation>フィールドに NUL 文字が含まれています</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not one of %2; leave the cell empty when it is not stated</source>
        <translation>「%1」は %2 のいずれでもありません。記載がない場合はセルを空にしてください</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a range; write it as low-high in the figure&apos;s unit, like 300-350</source>
        <translation>「%1」は範囲ではありません。数値の単位で 下限-上限 の形式 (例: 300-350) で記述してください</translation>
    </message>
    <message>
        <source>is empty; every offer needs one</source>
        <translation>空です。すべてのオファーに必要な項目です</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not one of on_demand, reserved, spot</source>
        <translation>「%1」は on_demand、reserved、spot のいずれでもありません</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a whole number of at least 1</source>
        <translation>「%1」は 1 以上の整数ではありません</translation>
    </message>
    <message>
        <source>the row has no per_instance_hour, so it brings no price and cannot say one&apos;s %1</source>
        <translation>行に per_instance_hour がないため価格がなく、その %1 を指定できません</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a price greater than 0 (write it like 55.04, without a currency sign)</source>
        <translation>「%1」は 0 より大きい価格ではありません (55.04 のように、通貨記号なしで記述してください)</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not per_instance_hour / chips (%2 / %3 = %4); leave it empty or correct it</source>
        <translation>「%1」は per_instance_hour / chips (%2 / %3 = %4) と一致しません。空にするか修正してください</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not an ISO 4217 code (three capital letters, like USD)</source>
        <translation>「%1」は ISO 4217 コード (USD のような英大文字 3 文字) ではありません</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a date (YYYY-MM-DD); put an undated source&apos;s words in seen_note</source>
        <translation>「%1」は日付 (YYYY-MM-DD) ではありません。日付のない出典の記述は seen_note に入力してください</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not true or false</source>
        <translation>「%1」は true でも false でもありません</translation>
    </message>
    <message>
        <source>the offer &quot;%1&quot; has &quot;%2&quot; here but &quot;%3&quot; on line %4; the rows of one offer differ only in their price</source>
        <translation>オファー「%1」はここでは「%2」ですが、%4 行目では「%3」です。同じオファーの行どうしは価格だけが異なる必要があります</translation>
    </message>
    <message>
        <source>line 1: the file is empty; a header row naming at least the columns %1 is expected</source>
        <translation>1 行目: ファイルが空です。少なくとも列 %1 を含むヘッダー行が必要です</translation>
    </message>
    <message>
        <source>an offers CSV</source>
        <translation>オファーの CSV</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a number (write it like 1307.4, without units or group separators)</source>
        <translation>「%1」は数値ではありません (1307.4 のように、単位や桁区切りなしで記述してください)</translation>
    </message>
    <message>
        <source>the figure is %1 but has a value</source>
        <translation>数値のステータスは %1 ですが、値があります</translation>
    </message>
    <message>
        <source>the figure is %1 but has no value</source>
        <translation>数値のステータスは %1 ですが、値がありません</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a printed unit; use decimal, binary or leave it empty</source>
        <translation>「%1」は記載単位ではありません。decimal または binary を使用するか、空にしてください</translation>
    </message>
    <message>
        <source>is empty; every system needs one</source>
        <translation>空です。すべてのシステムに必要な項目です</translation>
    </message>
    <message>
        <source>a systems CSV</source>
        <translation>システムの CSV</translation>
    </message>
    <message>
        <source>the id &quot;%1&quot; is already used on line %2</source>
        <translation>ID「%1」はすでに %2 行目で使用されています</translation>
    </message>
    <message>
        <source>the file is empty: a header row is expected</source>
        <translation>ファイルが空です。ヘッダー行が必要です</translation>
    </message>
    <message>
        <source>line %1, column %2</source>
        <translation>%1 行目、%2 列目</translation>
    </message>
    <message>
        <source>the text is not valid UTF-8</source>
        <translation>テキストが有効な UTF-8 ではありません</translation>
    </message>
    <message>
        <source>cannot start the CSV parser</source>
        <translation>CSV パーサーを開始できません</translation>
    </message>
    <message>
        <source>line %1: %2</source>
        <extracomment>%2 is libcsv&apos;s own description of the error, in English.</extracomment>
        <translation>%1 行目：%2</translation>
    </message>
    <message>
        <source>%1: &quot;%2&quot; is not a chip of the catalog; add or import that chip first, or name one the catalog has</source>
        <translation>%1: 「%2」はカタログのチップではありません。先にそのチップを追加またはインポートするか、カタログにあるチップを指定してください</translation>
    </message>
    <message>
        <source>%1: &quot;%2&quot; is neither a chip nor a system of the catalog; add or import it first, or name one the catalog has</source>
        <translation>%1: 「%2」はカタログのチップでもシステムでもありません。先に追加またはインポートするか、カタログにあるものを指定してください</translation>
    </message>
    <message>
        <source>empty</source>
        <translation>空</translation>
    </message>
    <message>
        <source>no value</source>
        <translation>値なし</translation>
    </message>
    <message>
        <source>%1: %2 was changed by someone else since this import was planned (now %3, planned against %4; the import brings %5).</source>
        <extracomment>%1 is an entry&apos;s id, %2 a field&apos;s key (&quot;tdp_w&quot;), %3 to %5 values (&quot;700 W&quot;)</extracomment>
        <translation>%1: このインポートの計画後に、%2 が他の人によって変更されました (現在 %3、計画時 %4、インポートの値 %5)。</translation>
    </message>
    <message>
        <source>%1 was added by someone else since this import was planned, with another %2 (%3 there, %4 in the import).</source>
        <translation>%1 は、このインポートの計画後に他の人によって追加されましたが、%2 が異なります (カタログでは %3、インポートでは %4)。</translation>
    </message>
    <message>
        <source>%1 was deleted by someone else since this import was planned.</source>
        <translation>%1 は、このインポートの計画後に他の人によって削除されました。</translation>
    </message>
    <message>
        <source>line 1: the text is not valid UTF-8: the file is %1; save it as UTF-8</source>
        <extracomment>%1 names the encoding, e.g. &quot;UTF-16 (little-endian)&quot;.</extracomment>
        <translation>1 行目: テキストが有効な UTF-8 ではありません。ファイルは %1 です。UTF-8 で保存してください</translation>
    </message>
    <message>
        <source>UTF-32 (little-endian)</source>
        <translation>UTF-32 (リトルエンディアン)</translation>
    </message>
    <message>
        <source>UTF-32 (big-endian)</source>
        <translation>UTF-32 (ビッグエンディアン)</translation>
    </message>
    <message>
        <source>UTF-16 (little-endian)</source>
        <translation>UTF-16 (リトルエンディアン)</translation>
    </message>
    <message>
        <source>UTF-16 (big-endian)</source>
        <translation>UTF-16 (ビッグエンディアン)</translation>
    </message>
    <message>
        <source>UTF-32 (little-endian, without a byte order mark)</source>
        <translation>UTF-32 (リトルエンディアン、BOMなし)</translation>
    </message>
    <message>
        <source>UTF-32 (big-endian, without a byte order mark)</source>
        <translation>UTF-32 (ビッグエンディアン、BOMなし)</translation>
    </message>
    <message>
        <source>UTF-16 (little-endian, without a byte order mark)</source>
        <translation>UTF-16 (リトルエンディアン、BOMなし)</translation>
    </message>
    <message>
        <source>UTF-16 (big-endian, without a byte order mark)</source>
        <translation>UTF-16 (ビッグエンディアン、BOMなし)</translation>
    </message>
    <message>
        <source>line 1, column 1: the text is not valid UTF-8: the file starts with a damaged byte order mark (EF BB BF is one); remove it or save the file as UTF-8</source>
        <translation>1 行目、1 列目: テキストが有効な UTF-8 ではありません。ファイルが壊れたバイトオーダーマーク (正しくは EF BB BF) で始まっています。削除するか、UTF-8 で保存してください</translation>
    </message>
    <message>
        <source>line 1, column 1: the file starts with &quot;ï»¿&quot;, a byte order mark that was converted to UTF-8 a second time; remove it or save the file as UTF-8</source>
        <translation>1 行目、1 列目: ファイルが「ï»¿」で始まっています。これは二重に UTF-8 へ変換されたバイトオーダーマークです。削除するか、UTF-8 で保存してください</translation>
    </message>
    <message>
        <source>Pricing</source>
        <translation>料金体系</translation>
    </message>
    <message>
        <source>%1 chip</source>
        <translation>%1 個のチップ</translation>
    </message>
    <message>
        <source>%1 chips</source>
        <translation>%1 個のチップ</translation>
    </message>
    <message>
        <source>%1 LLM model</source>
        <translation>%1 個の LLM モデル</translation>
    </message>
    <message>
        <source>%1 LLM models</source>
        <translation>%1 個の LLM モデル</translation>
    </message>
    <message>
        <source>%1 price</source>
        <translation>%1 件の価格</translation>
    </message>
    <message>
        <source>%1 prices</source>
        <translation>%1 件の価格</translation>
    </message>
    <message>
        <source>%1 system</source>
        <translation>%1 個のシステム</translation>
    </message>
    <message>
        <source>%1 systems</source>
        <translation>%1 個のシステム</translation>
    </message>
    <message>
        <source>%1 offer</source>
        <translation>%1 件のオファー</translation>
    </message>
    <message>
        <source>%1 offers</source>
        <translation>%1 件のオファー</translation>
    </message>
    <message>
        <source>%1: &apos;%2&apos; is not a chip or system id (a lowercase slug)</source>
        <translation>%1: 「%2」はチップまたはシステムの ID（小文字のスラッグ）ではありません</translation>
    </message>
    <message>
        <source>%1: required for a serving result (offline, server, interactive, concurrency or single)</source>
        <translation>%1: サービングの結果には必須です（offline、server、interactive、concurrency、single）</translation>
    </message>
    <message>
        <source>%1: required when the scenario is concurrency</source>
        <translation>%1: シナリオが concurrency のときは必須です</translation>
    </message>
    <message>
        <source>%1: a serving result needs a throughput: tokens_per_s, tokens_per_s_per_chip or tokens_per_s_per_user</source>
        <translation>%1: サービングの結果にはスループットが必要です: tokens_per_s、tokens_per_s_per_chip、tokens_per_s_per_user</translation>
    </message>
    <message>
        <source>%1: only a figure measurement (kind figure) measures a chip figure</source>
        <translation>%1: チップの数値を測定するのは数値測定（kind figure）だけです</translation>
    </message>
    <message>
        <source>%1: &apos;%2&apos; is not a chip figure with a number (for example bf16_tflops_dense or memory_bw_gbs)</source>
        <translation>%1: 「%2」は数値のチップ項目ではありません（例: bf16_tflops_dense、memory_bw_gbs）</translation>
    </message>
    <message>
        <source>%1: required for a figure measurement</source>
        <translation>%1: 数値測定には必須です</translation>
    </message>
    <message>
        <source>%1: a figure measurement has no token throughput; record a serving result for it</source>
        <translation>%1: 数値測定にはトークンのスループットはありません。サービングの結果として記録してください</translation>
    </message>
    <message>
        <source>%1: %2 is not a date from 2000-01-01 to today</source>
        <translation>%1: %2 は 2000-01-01 から今日までの日付ではありません</translation>
    </message>
    <message>
        <source>a results CSV</source>
        <translation>結果の CSV</translation>
    </message>
    <message>
        <source>from result %1 (%2), %3 tokens/s per chip</source>
        <translation>結果 %1 (%2) より、チップあたり %3 トークン/秒</translation>
    </message>
    <message>
        <source>from result %1 (%2) on %3, the same chip, %4 tokens/s per chip</source>
        <translation>同じチップの %3 での結果 %1 (%2) より、チップあたり %4 トークン/秒</translation>
    </message>
    <message>
        <source>upper bound: no measured result of %1 on %2</source>
        <translation>上限: %2 での %1 の測定結果なし</translation>
    </message>
    <message>
        <source>%1&apos;s memory bandwidth is %2: no bandwidth bound</source>
        <translation>%1 のメモリ帯域幅は %2: 帯域幅の上限なし</translation>
    </message>
    <message>
        <source>%1 lacks a figure the bound needs</source>
        <translation>%1 には上限に必要な数値がありません</translation>
    </message>
    <message>
        <source>above its bound: an error in the data or in the formula</source>
        <translation>上限を超えています: データまたは計算式の誤り</translation>
    </message>
    <message>
        <source>the dense-compute bound</source>
        <translation>密な演算性能による上限</translation>
    </message>
    <message>
        <source>the memory-bandwidth bound</source>
        <translation>メモリ帯域幅による上限</translation>
    </message>
    <message>
        <source>a chip-figure measurement has no serving bound</source>
        <translation>チップ数値の測定にはサービングの上限がありません</translation>
    </message>
    <message>
        <source>model &apos;%1&apos; is not in the catalog: no bound</source>
        <translation>モデル「%1」はカタログにありません: 上限なし</translation>
    </message>
    <message>
        <source>the chip of %1 is not in the catalog: no bound</source>
        <translation>%1 のチップはカタログにありません: 上限なし</translation>
    </message>
    <message>
        <source>hardware &apos;%1&apos; is not a chip or system of the catalog: no bound</source>
        <translation>ハードウェア「%1」はカタログのチップでもシステムでもありません: 上限なし</translation>
    </message>
    <message>
        <source>the result ran on no chips: no bound</source>
        <translation>結果はチップ上で実行されていません: 上限なし</translation>
    </message>
    <message>
        <source>the weight precision is not given: no bound</source>
        <translation>重みの精度が指定されていません: 上限なし</translation>
    </message>
    <message>
        <source>weight precision %1: the calculator has no format for it, no bound</source>
        <translation>重みの精度 %1: 計算機に対応する形式がありません、上限なし</translation>
    </message>
    <message>
        <source>FP4 weights computed as MXFP4 (4.25 bits per weight)</source>
        <translation>FP4 の重みは MXFP4 (重みあたり 4.25 ビット) として計算</translation>
    </message>
    <message>
        <source>KV cache precision %1: the calculator has no format for it, no bound</source>
        <translation>KV キャッシュの精度 %1: 計算機に対応する形式がありません、上限なし</translation>
    </message>
    <message>
        <source>KV cache precision not given: %1, the weights&apos;</source>
        <translation>KV キャッシュの精度の指定なし: 重みと同じ %1</translation>
    </message>
    <message>
        <source>KV cache precision not given: FP8</source>
        <translation>KV キャッシュの精度の指定なし: FP8</translation>
    </message>
    <message>
        <source>%1 not given: counted as no tokens, which can only raise the bound</source>
        <translation>%1 の指定なし: 0 トークンとして数えます (上限を上げるだけです)</translation>
    </message>
    <message>
        <source>input and output lengths</source>
        <translation>入力長と出力長</translation>
    </message>
    <message>
        <source>input length</source>
        <translation>入力長</translation>
    </message>
    <message>
        <source>output length</source>
        <translation>出力長</translation>
    </message>
    <message>
        <source>concurrency not given: the most sequences that fit</source>
        <translation>同時実行数の指定なし: 収まる最大のシーケンス数</translation>
    </message>
    <message>
        <source>%1&apos;s memory is unknown: no bound</source>
        <translation>%1 のメモリは不明: 上限なし</translation>
    </message>
    <message>
        <source>batch: one request at a time</source>
        <translation>バッチ: 一度に 1 リクエスト</translation>
    </message>
    <message>
        <source>batch: the concurrency of %1</source>
        <translation>バッチ: 同時実行数 %1</translation>
    </message>
    <message>
        <source>batch: the most sequences that fit, %1 on %2</source>
        <translation>バッチ: 収まる最大のシーケンス数、%2 で %1</translation>
    </message>
    <message>
        <source>context: %1 per request</source>
        <translation>コンテキスト: リクエストあたり %1</translation>
    </message>
    <message>
        <source>a serving result measures no chip figure</source>
        <translation>サービングの結果はチップの数値を測定しません</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a numeric chip figure</source>
        <translation>「%1」は数値のチップ項目ではありません</translation>
    </message>
    <message>
        <source>hardware &apos;%1&apos; is not a chip or system of the catalog</source>
        <translation>ハードウェア「%1」はカタログのチップでもシステムでもありません</translation>
    </message>
    <message>
        <source>%1&apos;s %2 is %3</source>
        <translation>%1の%2は%3</translation>
    </message>
    <message>
        <source>no measured value</source>
        <translation>測定値なし</translation>
    </message>
    <message>
        <source>result %1</source>
        <translation>結果 %1</translation>
    </message>
    <message>
        <source>audited: %1</source>
        <translation>監査済み: %1</translation>
    </message>
    <message>
        <source>independent</source>
        <translation>第三者</translation>
    </message>
    <message>
        <source>independent: %1</source>
        <translation>第三者: %1</translation>
    </message>
    <message>
        <source>vendor claim</source>
        <translation>ベンダーの主張</translation>
    </message>
    <message>
        <source>vendor claim: %1</source>
        <translation>ベンダーの主張: %1</translation>
    </message>
    <message>
        <source>your own run, not audited</source>
        <translation>ご自身の実行、監査なし</translation>
    </message>
    <message>
        <source>a serving result and a chip-figure measurement do not compare</source>
        <translation>サービングの結果とチップ数値の測定は比較できません</translation>
    </message>
    <message>
        <source>they measure different figures (%1, %2)</source>
        <translation>異なる数値を測定しています (%1、%2)</translation>
    </message>
    <message>
        <source>different models (%1, %2)</source>
        <translation>異なるモデル (%1、%2)</translation>
    </message>
    <message>
        <source>no scenario</source>
        <translation>シナリオなし</translation>
    </message>
    <message>
        <source>different scenarios (%1, %2)</source>
        <translation>異なるシナリオ (%1、%2)</translation>
    </message>
    <message>
        <source>an audited MLPerf result compares only with audited MLPerf results</source>
        <translation>監査済みの MLPerf 結果は監査済みの MLPerf 結果とのみ比較できます</translation>
    </message>
    <message>
        <source>different MLPerf versions (%1, %2): an MLPerf result compares only with results of the same version</source>
        <translation>異なる MLPerf バージョン (%1、%2): MLPerf の結果は同じバージョンの結果とのみ比較できます</translation>
    </message>
    <message>
        <source>; results: %1 new, %2 changed, %3 unchanged</source>
        <translation>; 結果: 新規 %1、変更 %2、変更なし %3</translation>
    </message>
    <message>
        <source>%1 result</source>
        <translation>%1 件の結果</translation>
    </message>
    <message>
        <source>%1 results</source>
        <translation>%1 件の結果</translation>
    </message>
    <message>
        <source>on one system of %1 chips: bounded as its chips in one pool (the weights once, every chip&apos;s memory for the KV cache)</source>
        <translation>%1 チップのシステム 1 台：そのチップ全体を 1 つのプールとして上限を計算（重みは 1 回、各チップのメモリを KV キャッシュに使用）</translation>
    </message>
    <message>
        <source>on %1 systems of %2 chips: bounded as all %3 chips in one pool (the weights once, every chip&apos;s memory for the KV cache)</source>
        <translation>%2 チップのシステム %1 台：%3 チップすべてを 1 つのプールとして上限を計算（重みは 1 回、各チップのメモリを KV キャッシュに使用）</translation>
    </message>
    <message>
        <source>more than %1 chips: computed on %1 and scaled to all %2</source>
        <translation>%1 チップ超：%1 チップで計算し、全 %2 チップに拡大</translation>
    </message>
    <message>
        <source>on one system of %1 chips</source>
        <translation>%1 チップのシステム 1 台</translation>
    </message>
    <message>
        <source>on %1 systems of %2 chips</source>
        <translation>%2 チップのシステム %1 台</translation>
    </message>
    <message>
        <source>bounded as one group of %1 chips: more than all %2 chips reach in one pool</source>
        <translation>%1 チップのグループ 1 つとして上限を計算：全 %2 チップを 1 つのプールにした場合より高い</translation>
    </message>
    <message>
        <source>bounded as %1 groups of %2 chips, each with its own copy of the weights: more than all %3 chips reach in one pool</source>
        <translation>%2 チップのグループ %1 個（各グループが重みのコピーを持つ）として上限を計算：全 %3 チップを 1 つのプールにした場合より高い</translation>
    </message>
    <message>
        <source>; scenarios: %1 new, %2 changed, %3 unchanged</source>
        <translation>; シナリオ: 新規 %1、変更 %2、変更なし %3</translation>
    </message>
    <message>
        <source>Copied %1, %2, %3, %4, %5, %6 and %7 to %8.</source>
        <translation>%1、%2、%3、%4、%5、%6、%7 を %8 にコピーしました。</translation>
    </message>
    <message>
        <source>%1 scenario</source>
        <translation>%1 件のシナリオ</translation>
    </message>
    <message>
        <source>%1 scenarios</source>
        <translation>%1 件のシナリオ</translation>
    </message>
    <message>
        <source>%1: a figure with a value must be published, computed, unverified or design_target, not %2</source>
        <translation>%1: 値のある数値のステータスは published、computed、unverified、design_target のいずれかである必要があります (%2 は不可)</translation>
    </message>
    <message>
        <source>unknown status &quot;%1&quot;; use one of %2</source>
        <translation>不明なステータス「%1」です。%2 のいずれかを使用してください</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a number; Epoch writes plain numbers in the column&apos;s unit, e.g. 989400000000000.0</source>
        <translation>&quot;%1&quot; は数値ではありません。Epoch は列の単位で数値だけを書きます(例: 989400000000000.0)</translation>
    </message>
    <message>
        <source>line 1: the file is empty; Epoch AI&apos;s hardware CSV starts with a header naming the columns %1</source>
        <translation>1 行目: ファイルが空です。Epoch AI のハードウェア CSV は列 %1 を挙げる見出し行で始まります</translation>
    </message>
    <message>
        <source>line 1: this is not Epoch AI&apos;s &quot;Data on Machine Learning Hardware&quot; CSV: the header lacks the columns %1; download ml_hardware.csv from https://epoch.ai/data/machine-learning-hardware and import it unchanged</source>
        <translation>1 行目: Epoch AI の「Data on Machine Learning Hardware」CSV ではありません。見出し行に列 %1 がありません。https://epoch.ai/data/machine-learning-hardware から ml_hardware.csv をダウンロードし、そのままインポートしてください</translation>
    </message>
    <message>
        <source>the chip has no name; every row of Epoch&apos;s CSV names its hardware</source>
        <translation>チップに名前がありません。Epoch の CSV の各行はハードウェア名を持ちます</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a date; Epoch writes YYYY-MM-DD</source>
        <translation>&quot;%1&quot; は日付ではありません。Epoch は YYYY-MM-DD で書きます</translation>
    </message>
    <message>
        <source>line %1 (%2)</source>
        <translation>%1 行目 (%2)</translation>
    </message>
    <message>
        <source>%1 -&gt; %2: an earlier row is this chip; this row is not read</source>
        <translation>%1 -&gt; %2: 前の行がこのチップです。この行は読み込みません</translation>
    </message>
    <message>
        <source>%1 -&gt; %2: %3 keeps %4 (%5, from the vendor); Epoch says %6 (%7)</source>
        <translation>%1 -&gt; %2: %3 は %4 のまま (%5、ベンダー発表)。Epoch の値は %6 (%7)</translation>
    </message>
    <message>
        <source>%1 -&gt; %2: %3 keeps your value %4; Epoch says %5 (%6)</source>
        <translation>%1 -&gt; %2: %3 はあなたの値 %4 のまま。Epoch の値は %5 (%6)</translation>
    </message>
    <message>
        <source>(empty)</source>
        <translation>(空)</translation>
    </message>
    <message>
        <source>%1 -&gt; %2: %3 stays not published by the vendor; Epoch says %4 (unverified)</source>
        <translation>%1 -&gt; %2: %3 はベンダー非公表のまま。Epoch の値は %4 (未検証)</translation>
    </message>
    <message>
        <source>line %1 (%2): %3</source>
        <translation>%1 行目 (%2): %3</translation>
    </message>
</context>
<context>
    <name>chipatlas::AboutDialog</name>
    <message>
        <source>About ChipAtlas</source>
        <translation>ChipAtlas について</translation>
    </message>
    <message>
        <source>ChipAtlas %1</source>
        <translation>ChipAtlas %1</translation>
    </message>
    <message>
        <source>Compare AI accelerators figure by figure, each with its source, and check which language models fit on them.</source>
        <translation>AI アクセラレータを数値ごとに出典付きで比較し、どの言語モデルが載るかを確認します。</translation>
    </message>
    <message>
        <source>Catalog open: %1</source>
        <translation>開いているカタログ: %1</translation>
    </message>
    <message>
        <source>Built-in catalog</source>
        <translation>組み込みカタログ</translation>
    </message>
    <message>
        <source>The built-in catalog cannot be read: %1</source>
        <translation>組み込みカタログを読み込めません: %1</translation>
    </message>
    <message>
        <source>The catalog that ships with this version. A newer revision updates the figures you have not edited when a catalog is opened.</source>
        <translation>このバージョンに同梱されているカタログです。新しいリビジョンは、カタログを開いたときに、編集していない数値を更新します。</translation>
    </message>
    <message>
        <source>Part</source>
        <translation>種類</translation>
    </message>
    <message>
        <source>Revision</source>
        <translation>リビジョン</translation>
    </message>
    <message>
        <source>Entries</source>
        <translation>件数</translation>
    </message>
    <message>
        <source>Chips</source>
        <translation>チップ</translation>
    </message>
    <message>
        <source>LLM models</source>
        <translation>LLM モデル</translation>
    </message>
    <message>
        <source>Systems</source>
        <translation>システム</translation>
    </message>
    <message>
        <source>Rental offers</source>
        <translation>レンタルオファー</translation>
    </message>
    <message>
        <source>Prices of the offers: %L1, seen between %2 and %3.</source>
        <translation>オファーの価格: %L1 件、%2 から %3 までの間に確認されたものです。</translation>
    </message>
    <message>
        <source>Without a date: %L1; each says how its source dates it.</source>
        <translation>日付なし: %L1 件。それぞれに、出典での日付の示し方が記載されています。</translation>
    </message>
    <message>
        <source>The prices of the offers carry no date.</source>
        <translation>オファーの価格には日付がありません。</translation>
    </message>
    <message>
        <source>Every figure of the chips, systems and models carries a link to its source (a vendor&apos;s datasheet, a model card) and, where needed, a note; those figures carry no date. The details pane shows them.</source>
        <translation>チップ、システム、モデルの各数値には出典 (ベンダーのデータシート、モデルカード) へのリンクと、必要に応じて注記が付いています。これらの数値には日付はありません。詳細ペインに表示されます。</translation>
    </message>
    <message>
        <source>this program</source>
        <translation>このプログラム</translation>
    </message>
    <message>
        <source>Qt %1 (Core, GUI, Widgets, SQL, SVG, Concurrent)</source>
        <translation>Qt %1 (Core、GUI、Widgets、SQL、SVG、Concurrent)</translation>
    </message>
    <message>
        <source>the windows, reading and writing the catalog, SVG export</source>
        <translation>ウィンドウ、カタログの読み書き、SVG エクスポート</translation>
    </message>
    <message>
        <source>Qt Charts %1</source>
        <translation>Qt Charts %1</translation>
    </message>
    <message>
        <source>the chart</source>
        <translation>グラフ</translation>
    </message>
    <message>
        <source>a team catalog&apos;s password in the system keychain</source>
        <translation>チームカタログのパスワードをシステムのキーチェーンに保存</translation>
    </message>
    <message>
        <source>the Secret Service, which QtKeychain reaches through it</source>
        <translation>QtKeychain が Secret Service に接続するために使用</translation>
    </message>
    <message>
        <source>reading CSV files</source>
        <translation>CSV ファイルの読み込み</translation>
    </message>
    <message>
        <source>public domain</source>
        <translation>パブリックドメイン</translation>
    </message>
    <message>
        <source>the catalog file, through Qt&apos;s SQLite driver</source>
        <translation>カタログファイル (Qt の SQLite ドライバー経由)</translation>
    </message>
    <message>
        <source>a team catalog on PostgreSQL, through Qt&apos;s PostgreSQL driver and, for the rows an import or a copy sends at once, directly (COPY)</source>
        <translation>PostgreSQL 上のチームカタログ (Qt の PostgreSQL ドライバー経由。インポートやコピーが一度に送る行は直接 COPY で送信)</translation>
    </message>
    <message>
        <source>Licences</source>
        <translation>ライセンス</translation>
    </message>
    <message>
        <source>Component</source>
        <translation>コンポーネント</translation>
    </message>
    <message>
        <source>Licence</source>
        <translation>ライセンス</translation>
    </message>
    <message>
        <source>Used for</source>
        <translation>用途</translation>
    </message>
    <message>
        <source>Comes from</source>
        <translation>入手元</translation>
    </message>
    <message>
        <source>Debian: %1</source>
        <translation>Debian: %1</translation>
    </message>
    <message>
        <source>The full licence texts and copyright holders of each package are in /usr/share/doc/PACKAGE/copyright. ChipAtlas&apos;s licence is declared in its AppStream metadata, org.chipatlas.ChipAtlas.metainfo.xml.</source>
        <translation>各パッケージのライセンス全文と著作権者は /usr/share/doc/PACKAGE/copyright にあります。ChipAtlas のライセンスは AppStream メタデータ org.chipatlas.ChipAtlas.metainfo.xml に記載されています。</translation>
    </message>
    <message>
        <source>The version, the catalog open, the built-in catalog&apos;s revisions and the dates of its prices, and the licences</source>
        <translation>バージョン、開いているカタログ、組み込みカタログのリビジョンとその価格の日付、ライセンス</translation>
    </message>
    <message>
        <source>Measured results</source>
        <translation>測定結果</translation>
    </message>
</context>
<context>
    <name>chipatlas::AcceleratorMapDialog</name>
    <message>
        <source>Map MLPerf Accelerators</source>
        <translation>MLPerf のアクセラレーターを対応付け</translation>
    </message>
    <message>
        <source>%1 names accelerators that are no chip of the catalog. Choose the chip each one is; its results are imported as that chip&apos;s.</source>
        <translation>%1 には、カタログのチップではないアクセラレーターが含まれています。それぞれがどのチップかを選んでください。その結果は、そのチップの結果としてインポートされます。</translation>
    </message>
    <message>
        <source>Chip for %1</source>
        <translation>%1 のチップ</translation>
    </message>
    <message>
        <source>Choose a chip</source>
        <translation>チップを選択</translation>
    </message>
    <message>
        <source>No chip of the catalog matches this name</source>
        <translation>この名前に合うカタログのチップはありません</translation>
    </message>
    <message>
        <source>More than one chip of the catalog matches this name: %1</source>
        <translation>この名前に合うカタログのチップが複数あります: %1</translation>
    </message>
</context>
<context>
    <name>chipatlas::CalculationsPreferencesPage</name>
    <message>
        <source>The precision of perf per watt and bandwidth per TFLOP in the table, the details, the compare view and the chart; View &gt; Perf/W precision changes it too</source>
        <translation>表、詳細、比較ビュー、グラフでのワットあたり性能とTFLOPあたり帯域幅の精度。[表示] &gt; [ワットあたり性能の精度] でも変更できます</translation>
    </message>
    <message>
        <source>Added on top of weights and KV cache for activations, the runtime and fragmentation, under the rule of thumb</source>
        <translation>経験則で、重みとKVキャッシュに加えてアクティベーション、ランタイム、断片化のために確保します</translation>
    </message>
    <message>
        <source>The offer the costs per million tokens use for a chip or system with several, until you pick one in the model-fit calculator</source>
        <translation>複数のオファーがあるチップやシステムで、100万トークンあたりのコストに使うオファー (モデル適合計算ツールで選択するまで)</translation>
    </message>
    <message>
        <source>Efficiency &amp;precision:</source>
        <translation>効率の精度(&amp;P):</translation>
    </message>
    <message>
        <source>&amp;Headroom:</source>
        <translation>ヘッドルーム(&amp;H):</translation>
    </message>
    <message>
        <source>Memory &amp;budget:</source>
        <translation>メモリ予算(&amp;B):</translation>
    </message>
    <message>
        <source>The model-fit calculator starts from this headroom and budget, and &quot;What fits&quot; in the details uses the budget. A change in the calculator is remembered here too.</source>
        <translation>モデル適合計算ツールはこのヘッドルームと予算から始まり、詳細の「収まるモデル」はこの予算を使います。計算ツールでの変更もここに保存されます。</translation>
    </message>
    <message>
        <source>&amp;Offer for costs:</source>
        <translation>コストに使うオファー(&amp;O):</translation>
    </message>
    <message>
        <source>&amp;Currency:</source>
        <translation>通貨(&amp;C):</translation>
    </message>
    <message>
        <source>Costs are in USD, the currency every offer of this catalog is priced in.</source>
        <translation>コストはUSDで表示されます。このカタログのすべてのオファーの通貨です。</translation>
    </message>
    <message>
        <source>Costs are in USD. Offers priced in %1 are listed with their chips but take no part in costs: ChipAtlas keeps no exchange rates.</source>
        <translation>コストはUSDで表示されます。%1建てのオファーはチップとともに一覧表示されますが、コストには使われません。ChipAtlasは為替レートを保持しません。</translation>
    </message>
    <message>
        <source>Weights + KV cache + headroom within the printed capacity read as decimal GB, as chip-comparison pages count</source>
        <translation>重み + KVキャッシュ + ヘッドルームを、記載容量（チップ比較サイトと同様に 10 進の GB として解釈）の範囲内に収めます</translation>
    </message>
    <message>
        <source>%1&apos;s %2 of the memory visible to software, at the engine&apos;s default; the calculator sets another fraction</source>
        <translation>エンジンの既定値による、%1のソフトウェアから見えるメモリの%2。計算ツールで別の割合を設定できます</translation>
    </message>
    <message>
        <source>The currency of costs: USD, the only one offers can be compared in, since ChipAtlas keeps no exchange rates</source>
        <translation>コストの通貨: USD。ChipAtlas は為替レートを保持しないため、オファーを比較できるのは USD だけです</translation>
    </message>
</context>
<context>
    <name>chipatlas::CatalogChart</name>
    <message>
        <source>%L1 points: %L2 drawn, %L3 binned (shaded cells)</source>
        <translation>%L1 点: %L2 点を描画、%L3 点をビンに集約 (網掛けのセル)</translation>
    </message>
    <message>
        <source>Systems</source>
        <translation>システム</translation>
    </message>
</context>
<context>
    <name>chipatlas::CatalogCopier</name>
    <message>
        <source>A copy is already running.</source>
        <translation>コピーはすでに実行中です。</translation>
    </message>
    <message>
        <source>The keychain holds no password for this server.</source>
        <translation>キーチェーンにこのサーバーのパスワードがありません。</translation>
    </message>
    <message>
        <source>The keychain is not available (%1); the password is not stored.</source>
        <translation>キーチェーンを利用できません (%1)。パスワードは保存されません。</translation>
    </message>
    <message>
        <source>Team Server Password</source>
        <translation>チームサーバーのパスワード</translation>
    </message>
    <message>
        <source>%1

Password for %2:</source>
        <translation>%1

%2 のパスワード:</translation>
    </message>
    <message>
        <source>Copy cancelled; nothing was written.</source>
        <translation>コピーをキャンセルしました。何も書き込まれていません。</translation>
    </message>
    <message>
        <source>No catalog is open.</source>
        <translation>カタログが開かれていません。</translation>
    </message>
    <message>
        <source>%1 is the catalog this window shows; choose another one.</source>
        <translation>%1 はこのウィンドウに表示中のカタログです。別のカタログを選択してください。</translation>
    </message>
    <message>
        <source>Reading and comparing %1 and this catalog…</source>
        <translation>%1 とこのカタログを読み込んで比較しています…</translation>
    </message>
    <message>
        <source>Nothing to copy: %1 already holds all of it.</source>
        <translation>コピーするものはありません: %1 にはすでにすべて含まれています。</translation>
    </message>
    <message>
        <source>Copying to %1…</source>
        <translation>%1 にコピーしています…</translation>
    </message>
    <message>
        <source>Could not copy from %1; nothing was changed.</source>
        <translation>%1 からコピーできませんでした。何も変更されていません。</translation>
    </message>
    <message>
        <source>Copy from %1</source>
        <translation>%1 からのコピー</translation>
    </message>
    <message>
        <source>Nothing to copy: the chosen values are already in %1.</source>
        <translation>コピーするものはありません: 選択した値はすでに %1 にあります。</translation>
    </message>
    <message>
        <source>Copy Catalog</source>
        <translation>カタログのコピー</translation>
    </message>
    <message>
        <source>Copy Failed</source>
        <translation>コピーに失敗しました</translation>
    </message>
    <message>
        <source>Could not copy from %1 to %2.</source>
        <translation>%1 から %2 にコピーできませんでした。</translation>
    </message>
    <message>
        <source>Copy to %1 failed.</source>
        <translation>%1 へのコピーに失敗しました。</translation>
    </message>
</context>
<context>
    <name>chipatlas::CatalogEditor</name>
    <message>
        <source>&amp;Undo</source>
        <translation>元に戻す(&amp;U)</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation>やり直し(&amp;R)</translation>
    </message>
    <message>
        <source>&amp;Undo %1</source>
        <translation>%1を元に戻す(&amp;U)</translation>
    </message>
    <message>
        <source>&amp;Redo %1</source>
        <translation>%1をやり直し(&amp;R)</translation>
    </message>
    <message>
        <source>Undo &amp;history...</source>
        <translation>元に戻す履歴(&amp;H)...</translation>
    </message>
    <message>
        <source>&amp;New chip...</source>
        <translation>新しいチップ(&amp;N)...</translation>
    </message>
    <message>
        <source>&amp;Duplicate chip...</source>
        <translation>チップを複製(&amp;D)...</translation>
    </message>
    <message>
        <source>&amp;Edit chip...</source>
        <translation>チップを編集(&amp;E)...</translation>
    </message>
    <message>
        <source>Dele&amp;te chip</source>
        <translation>チップを削除(&amp;T)</translation>
    </message>
    <message>
        <source>&amp;Revert to built-in</source>
        <translation>組み込みに戻す(&amp;R)</translation>
    </message>
    <message>
        <source>Put back the figures and description that ship with ChipAtlas, forgetting your edits</source>
        <translation>ChipAtlas に付属の数値と説明に戻します (編集内容は失われます)</translation>
    </message>
    <message>
        <source>New &amp;model...</source>
        <translation>新しいモデル(&amp;M)...</translation>
    </message>
    <message>
        <source>Edit m&amp;odel...</source>
        <translation>モデルを編集(&amp;O)...</translation>
    </message>
    <message>
        <source>Edit Model</source>
        <translation>モデルの編集</translation>
    </message>
    <message>
        <source>Delete mod&amp;el...</source>
        <translation>モデルを削除(&amp;E)...</translation>
    </message>
    <message>
        <source>Delete Model</source>
        <translation>モデルの削除</translation>
    </message>
    <message>
        <source>Revert model to &amp;built-in...</source>
        <translation>モデルを組み込みに戻す(&amp;B)...</translation>
    </message>
    <message>
        <source>Revert Model</source>
        <translation>モデルを組み込みに戻す</translation>
    </message>
    <message numerus="yes">
        <source>Dele&amp;te %n chips</source>
        <translation>
            <numerusform>%n 個のチップを削除(&amp;T)</numerusform>
        </translation>
    </message>
    <message>
        <source>Could not %1; nothing was changed.</source>
        <translation>%1に失敗しました。何も変更されていません。</translation>
    </message>
    <message>
        <source>add chip %1</source>
        <translation>チップ %1 の追加</translation>
    </message>
    <message>
        <source>edit chip %1</source>
        <translation>チップ %1 の編集</translation>
    </message>
    <message>
        <source>Deleted. Undo brings the chips back.</source>
        <translation>削除しました。元に戻すとチップが復元されます。</translation>
    </message>
    <message>
        <source>save model %1</source>
        <translation>モデル %1 の保存</translation>
    </message>
    <message>
        <source>delete model %1</source>
        <translation>モデル %1 の削除</translation>
    </message>
    <message>
        <source>revert model %1</source>
        <translation>モデル %1 の組み込みへの復元</translation>
    </message>
    <message>
        <source>Could not %1.</source>
        <translation>%1に失敗しました。</translation>
    </message>
    <message>
        <source>Undo History</source>
        <translation>元に戻す履歴</translation>
    </message>
    <message>
        <source>&lt;catalog as opened&gt;</source>
        <translation>&lt;開いたときのカタログ&gt;</translation>
    </message>
    <message>
        <source>duplicate the chip</source>
        <translation>チップの複製</translation>
    </message>
    <message>
        <source>edit the chip</source>
        <translation>チップの編集</translation>
    </message>
    <message>
        <source>Model:</source>
        <translation>モデル:</translation>
    </message>
    <message numerus="yes">
        <source>delete %Ln chips (%1)</source>
        <translation>
            <numerusform>%Ln 個のチップの削除 (%1)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>revert %Ln chips (%1)</source>
        <translation>
            <numerusform>%Ln 個のチップの組み込みへの復元 (%1)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Deleted with their %n measured results. Undo brings them back.</source>
        <translation>
            <numerusform>チップとその測定結果 %n 件を削除しました。「元に戻す」で復元できます。</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>chipatlas::CatalogFilterBar</name>
    <message>
        <source>Filter by name, vendor, family or id (Ctrl+F)</source>
        <translation>名前、ベンダー、ファミリー、ID でフィルター (Ctrl+F)</translation>
    </message>
    <message>
        <source>Show only the chips of one vendor</source>
        <translation>1 つのベンダーのチップのみ表示</translation>
    </message>
    <message>
        <source>All vendors</source>
        <translation>すべてのベンダー</translation>
    </message>
    <message>
        <source>Show only one kind of chip (GPU, ASIC, TPU, ...)</source>
        <translation>1 種類のチップのみ表示 (GPU、ASIC、TPU、...)</translation>
    </message>
    <message>
        <source>All kinds</source>
        <translation>すべての種類</translation>
    </message>
    <message>
        <source>Show only the chips you can get in a given way</source>
        <translation>特定の入手方法で入手できるチップのみ表示</translation>
    </message>
    <message>
        <source>Any availability</source>
        <translation>すべての入手方法</translation>
    </message>
    <message>
        <source>Precision of the perf per watt and bandwidth per TFLOP columns</source>
        <translation>ワットあたり性能列と TFLOP あたり帯域幅列の精度</translation>
    </message>
    <message>
        <source>&amp;Perf/W at:</source>
        <translation>ワットあたり性能の精度(&amp;P):</translation>
    </message>
    <message>
        <source>Filter</source>
        <translation>フィルター</translation>
    </message>
</context>
<context>
    <name>chipatlas::CatalogPickDialog</name>
    <message>
        <source>A catalog &amp;file</source>
        <translation>カタログファイル(&amp;F)</translation>
    </message>
    <message>
        <source>A &amp;team server (PostgreSQL)</source>
        <translation>チームサーバー (PostgreSQL)(&amp;T)</translation>
    </message>
    <message>
        <source>Copy Catalog To</source>
        <translation>カタログのコピー先</translation>
    </message>
    <message>
        <source>Copy Catalog From</source>
        <translation>カタログのコピー元</translation>
    </message>
    <message>
        <source>Copy the chips, LLM models and prices of this catalog into another one. You see what changes before anything is written; nothing is deleted there.</source>
        <translation>このカタログのチップ、LLM モデル、価格を別のカタログにコピーします。書き込む前に変更内容を確認できます。コピー先では何も削除されません。</translation>
    </message>
    <message>
        <source>Copy the chips, LLM models and prices of another catalog into this one. You see what changes before anything is written; nothing is deleted here.</source>
        <translation>別のカタログのチップ、LLM モデル、価格をこのカタログにコピーします。書き込む前に変更内容を確認できます。このカタログでは何も削除されません。</translation>
    </message>
    <message>
        <source>&amp;Browse...</source>
        <translation>参照(&amp;B)...</translation>
    </message>
    <message>
        <source>a new or existing .sqlite file</source>
        <translation>新規または既存の .sqlite ファイル</translation>
    </message>
    <message>
        <source>an existing .sqlite file</source>
        <translation>既存の .sqlite ファイル</translation>
    </message>
    <message>
        <source>Default (prefer)</source>
        <translation>既定 (prefer)</translation>
    </message>
    <message>
        <source>&amp;Host:</source>
        <translation>ホスト(&amp;H):</translation>
    </message>
    <message>
        <source>&amp;Port:</source>
        <translation>ポート(&amp;P):</translation>
    </message>
    <message>
        <source>&amp;Database:</source>
        <translation>データベース(&amp;D):</translation>
    </message>
    <message>
        <source>&amp;User:</source>
        <translation>ユーザー(&amp;U):</translation>
    </message>
    <message>
        <source>&amp;SSL mode:</source>
        <translation>SSL モード(&amp;S):</translation>
    </message>
    <message>
        <source>The password comes from the keychain, or you are asked for it.</source>
        <translation>パスワードはキーチェーンから取得されます。保存されていない場合は入力を求められます。</translation>
    </message>
    <message>
        <source>ChipAtlas catalogs (*.sqlite *.db);;All files (*)</source>
        <translation>ChipAtlas カタログ (*.sqlite *.db);;すべてのファイル (*)</translation>
    </message>
</context>
<context>
    <name>chipatlas::CatalogSession</name>
    <message>
        <source>Could not open the catalog %1.</source>
        <translation>カタログ %1 を開けませんでした。</translation>
    </message>
    <message>
        <source>The catalog is not open.</source>
        <translation>カタログが開かれていません。</translation>
    </message>
    <message>
        <source>Undo and redo wait until the team server can be reached again; the catalog is as it was.</source>
        <translation>元に戻す/やり直しは、チームサーバーに再び接続できるまで待機します。カタログは変更されていません。</translation>
    </message>
    <message>
        <source>The team server %1 cannot be reached.</source>
        <translation>チームサーバー %1 に接続できません。</translation>
    </message>
    <message>
        <source>redo %1</source>
        <translation>やり直し: %1</translation>
    </message>
    <message>
        <source>undo %1</source>
        <translation>元に戻す: %1</translation>
    </message>
    <message>
        <source>The change could not be undone or redone; the catalog is as it was.</source>
        <translation>変更を元に戻す/やり直すことができませんでした。カタログは変更されていません。</translation>
    </message>
    <message>
        <source>The catalog has no snapshot %1 any more: another window or another user may have deleted it. The list shows what it has.</source>
        <translation>カタログにスナップショット %1 はもうありません。別のウィンドウか別のユーザーが削除した可能性があります。一覧には現在あるものが表示されます。</translation>
    </message>
    <message>
        <source>Could not read the catalog&apos;s snapshots.</source>
        <translation>カタログのスナップショットを読み込めませんでした。</translation>
    </message>
    <message>
        <source>Could not take a snapshot; nothing was changed.</source>
        <translation>スナップショットを撮れませんでした。何も変更されていません。</translation>
    </message>
    <message>
        <source>Could not take the snapshot %1; nothing was changed.</source>
        <translation>スナップショット %1 を撮れませんでした。何も変更されていません。</translation>
    </message>
    <message>
        <source>Took the snapshot %1.</source>
        <translation>スナップショット %1 を撮りました。</translation>
    </message>
    <message>
        <source>Could not rename the snapshot %1; nothing was changed.</source>
        <translation>スナップショット %1 の名前を変更できませんでした。何も変更されていません。</translation>
    </message>
    <message>
        <source>Renamed the snapshot %1 to %2.</source>
        <translation>スナップショット %1 の名前を %2 に変更しました。</translation>
    </message>
    <message>
        <source>Could not delete the snapshot %1; nothing was changed.</source>
        <translation>スナップショット %1 を削除できませんでした。何も変更されていません。</translation>
    </message>
    <message>
        <source>Deleted the snapshot %1.</source>
        <translation>スナップショット %1 を削除しました。</translation>
    </message>
    <message>
        <source>Could not export the snapshot %1.</source>
        <translation>スナップショット %1 をエクスポートできませんでした。</translation>
    </message>
    <message>
        <source>Exported the snapshot %1 to %2.</source>
        <translation>スナップショット %1 を %2 にエクスポートしました。</translation>
    </message>
    <message>
        <source>Could not import the snapshot file %1; nothing was changed.</source>
        <translation>スナップショットファイル %1 をインポートできませんでした。何も変更されていません。</translation>
    </message>
    <message>
        <source>Cannot read %1: %2.</source>
        <translation>%1 を読み込めません: %2。</translation>
    </message>
    <message>
        <source>it is %1</source>
        <translation>%1 です</translation>
    </message>
    <message>
        <source>%1: %2.</source>
        <translation>%1: %2。</translation>
    </message>
    <message>
        <source>Imported the snapshot %1.</source>
        <translation>スナップショット %1 をインポートしました。</translation>
    </message>
    <message>
        <source>Could not compare the snapshots.</source>
        <translation>スナップショットを比較できませんでした。</translation>
    </message>
    <message>
        <source>now</source>
        <translation>現在</translation>
    </message>
</context>
<context>
    <name>chipatlas::CatalogSettingsDialog</name>
    <message>
        <source>Catalog Settings</source>
        <translation>カタログ設定</translation>
    </message>
    <message>
        <source>Opening %1...</source>
        <translation>%1 を開いています...</translation>
    </message>
    <message>
        <source>%1
The window stays on the catalog it shows.</source>
        <translation>%1
ウィンドウには引き続き現在のカタログが表示されます。</translation>
    </message>
    <message>
        <source>Open the other catalog and clear the undo history?</source>
        <translation>別のカタログを開いて、元に戻す履歴を消去しますか？</translation>
    </message>
    <message numerus="yes">
        <source>The %n change(s) you can undo were made in %1; they cannot be undone after switching.</source>
        <translation>
            <numerusform>元に戻せる %n 件の変更は %1 で行われたものです。切り替えると元に戻せなくなります。</numerusform>
        </translation>
    </message>
    <message>
        <source>&amp;Open</source>
        <translation>開く(&amp;O)</translation>
    </message>
    <message>
        <source>Removing the password from the keychain...</source>
        <translation>キーチェーンからパスワードを削除しています...</translation>
    </message>
    <message>
        <source>Storing the password in the keychain...</source>
        <translation>キーチェーンにパスワードを保存しています...</translation>
    </message>
    <message>
        <source>The password could not be stored in the keychain: %1
ChipAtlas will ask for it each time it connects. Press OK to continue without storing it.</source>
        <translation>キーチェーンにパスワードを保存できませんでした: %1
ChipAtlas は接続のたびにパスワードを尋ねます。保存せずに続行するには OK を押してください。</translation>
    </message>
</context>
<context>
    <name>chipatlas::CatalogSettingsPage</name>
    <message>
        <source>This &amp;computer (SQLite file)</source>
        <translation>このコンピューター (SQLite ファイル)(&amp;C)</translation>
    </message>
    <message>
        <source>Team &amp;server (PostgreSQL)</source>
        <translation>チームサーバー (PostgreSQL)(&amp;S)</translation>
    </message>
    <message>
        <source>&amp;Browse...</source>
        <translation>参照(&amp;B)...</translation>
    </message>
    <message>
        <source>&amp;Remember in the keychain</source>
        <translation>キーチェーンに保存(&amp;R)</translation>
    </message>
    <message>
        <source>&amp;Test Connection</source>
        <translation>接続テスト(&amp;T)</translation>
    </message>
    <message>
        <source>Default: %1</source>
        <translation>既定: %1</translation>
    </message>
    <message>
        <source>The catalog file on this computer; empty: %1</source>
        <translation>このコンピューター上のカタログファイル。空欄の場合: %1</translation>
    </message>
    <message>
        <source>e.g. db.example.com</source>
        <translation>例: db.example.com</translation>
    </message>
    <message>
        <source>Default (prefer)</source>
        <translation>既定 (prefer)</translation>
    </message>
    <message>
        <source>Whether the connection to the server is encrypted and checked: require encrypts, verify-full also checks the server&apos;s certificate and name.</source>
        <translation>サーバーへの接続を暗号化・検証するかどうか: require は暗号化し、verify-full はさらにサーバーの証明書と名前を検証します。</translation>
    </message>
    <message>
        <source>Store the password in the operating system&apos;s keychain, so that ChipAtlas and chipatlas-cli can connect without asking. ChipAtlas never writes it to a file.</source>
        <translation>パスワードを OS のキーチェーンに保存し、ChipAtlas と chipatlas-cli が確認なしで接続できるようにします。ChipAtlas がパスワードをファイルに書き込むことはありません。</translation>
    </message>
    <message>
        <source>&amp;Host:</source>
        <translation>ホスト(&amp;H):</translation>
    </message>
    <message>
        <source>P&amp;ort:</source>
        <translation>ポート(&amp;O):</translation>
    </message>
    <message>
        <source>&amp;Database:</source>
        <translation>データベース(&amp;D):</translation>
    </message>
    <message>
        <source>&amp;User:</source>
        <translation>ユーザー(&amp;U):</translation>
    </message>
    <message>
        <source>SS&amp;L mode:</source>
        <translation>SSL モード(&amp;L):</translation>
    </message>
    <message>
        <source>Pass&amp;word:</source>
        <translation>パスワード(&amp;W):</translation>
    </message>
    <message>
        <source>File: &quot;%1&quot; is a folder. Choose a catalog file in it, or leave the field empty for the default catalog.</source>
        <translation>ファイル: 「%1」はフォルダーです。その中のカタログファイルを選択するか、既定のカタログを使う場合は空欄にしてください。</translation>
    </message>
    <message>
        <source>Host: enter the name or address of the PostgreSQL server.</source>
        <translation>ホスト: PostgreSQL サーバーの名前またはアドレスを入力してください。</translation>
    </message>
    <message>
        <source>Host: &quot;%1&quot; is not a host name or address.</source>
        <translation>ホスト: 「%1」はホスト名でもアドレスでもありません。</translation>
    </message>
    <message>
        <source>Database: enter the name of the database on the server.</source>
        <translation>データベース: サーバー上のデータベース名を入力してください。</translation>
    </message>
    <message>
        <source>User: enter the user name that ChipAtlas connects as.</source>
        <translation>ユーザー: ChipAtlas が接続に使うユーザー名を入力してください。</translation>
    </message>
    <message>
        <source>Connecting to %1...</source>
        <translation>%1 に接続しています...</translation>
    </message>
    <message>
        <source>Reading %1...</source>
        <translation>%1 を読み込んでいます...</translation>
    </message>
    <message>
        <source>The catalog could not be reached.</source>
        <translation>カタログに接続できませんでした。</translation>
    </message>
    <message>
        <source>Connected: the database is empty; ChipAtlas will set it up.</source>
        <translation>接続しました: データベースは空です。ChipAtlas がセットアップします。</translation>
    </message>
    <message>
        <source>The file is new or empty; ChipAtlas will set it up.</source>
        <translation>ファイルは新規または空です。ChipAtlas がセットアップします。</translation>
    </message>
    <message numerus="yes">
        <source>Connected: ChipAtlas catalog, schema %1, %n chips.</source>
        <translation>
            <numerusform>接続しました: ChipAtlas カタログ、スキーマ %1、チップ %n 個。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Found: ChipAtlas catalog, schema %1, %n chips.</source>
        <translation>
            <numerusform>見つかりました: ChipAtlas カタログ、スキーマ %1、チップ %n 個。</numerusform>
        </translation>
    </message>
    <message>
        <source>No keychain is available, so ChipAtlas asks for the password each time it connects.</source>
        <translation>キーチェーンを利用できないため、ChipAtlas は接続のたびにパスワードを尋ねます。</translation>
    </message>
    <message>
        <source>Catalog File</source>
        <translation>カタログファイル</translation>
    </message>
    <message>
        <source>ChipAtlas catalogs (*.sqlite *.db);;All files (*)</source>
        <translation>ChipAtlas カタログ (*.sqlite *.db);;すべてのファイル (*)</translation>
    </message>
    <message>
        <source>Catalog file</source>
        <translation>カタログファイル</translation>
    </message>
    <message>
        <source>Keep the catalog in a file on this computer, for you alone</source>
        <translation>カタログをこのコンピューター上のファイルに保存し、自分だけで使用します</translation>
    </message>
    <message>
        <source>Share one catalog with your team on a PostgreSQL server: everyone sees every edit</source>
        <translation>PostgreSQL サーバー上の 1 つのカタログをチームで共有します。すべての編集が全員に反映されます</translation>
    </message>
    <message>
        <source>Choose the catalog file, or where a new one goes</source>
        <translation>カタログファイル、または新しいカタログファイルの作成場所を選択します</translation>
    </message>
    <message>
        <source>The server&apos;s TCP port; PostgreSQL&apos;s is %1</source>
        <translation>サーバーの TCP ポート。PostgreSQL の標準ポートは %1 です</translation>
    </message>
    <message>
        <source>The name of the database on the server that holds the catalog</source>
        <translation>カタログを格納している、サーバー上のデータベースの名前</translation>
    </message>
    <message>
        <source>Your user name on the server</source>
        <translation>サーバーでのユーザー名</translation>
    </message>
    <message>
        <source>Your password on the server; leave it empty to be asked for it</source>
        <translation>サーバーでのパスワード。空欄にすると、接続時に入力を求められます</translation>
    </message>
    <message>
        <source>Try these settings, without switching to the catalog they name</source>
        <translation>指定したカタログに切り替えずに、この設定で接続をテストします</translation>
    </message>
</context>
<context>
    <name>chipatlas::CatalogTablePage</name>
    <message>
        <source>&amp;Systems</source>
        <translation>システム(&amp;S)</translation>
    </message>
    <message>
        <source>Chips</source>
        <translation>チップ</translation>
    </message>
    <message>
        <source>Systems</source>
        <translation>システム</translation>
    </message>
    <message>
        <source>Single accelerators (Ctrl+Shift+S switches)</source>
        <translation>単体のアクセラレータ (Ctrl+Shift+S で切り替え)</translation>
    </message>
    <message>
        <source>Boards, racks, UltraServers and pod slices with their rental offers (Ctrl+Shift+S switches)</source>
        <translation>ボード、ラック、UltraServer、ポッドスライスとそのレンタルオファー (Ctrl+Shift+S で切り替え)</translation>
    </message>
    <message>
        <source>Switch the table between chips and systems</source>
        <translation>表をチップとシステムで切り替え</translation>
    </message>
    <message>
        <source>Columns...</source>
        <translation>列...</translation>
    </message>
    <message>
        <source>Reset columns</source>
        <translation>列をリセット</translation>
    </message>
    <message>
        <source>The chips the filters let through, one per row, with their main figures; the selected chip&apos;s figures and sources are in the details pane</source>
        <translation>フィルターを通過したチップを1行に1つずつ、主な数値とともに表示します。選択したチップの数値と出典は詳細ペインにあります</translation>
    </message>
    <message>
        <source>&amp;Measured Results</source>
        <translation>測定結果(&amp;M)</translation>
    </message>
    <message>
        <source>Results</source>
        <translation>結果</translation>
    </message>
    <message>
        <source>Measured results: what chips and systems really did, and whose claim it is (Ctrl+Shift+R)</source>
        <translation>測定結果: チップやシステムが実際に出した値と、誰の主張か（Ctrl+Shift+R）</translation>
    </message>
    <message>
        <source>Show the measured results in the table</source>
        <translation>表に測定結果を表示します</translation>
    </message>
</context>
<context>
    <name>chipatlas::CatalogTransfer</name>
    <message>
        <source>Import Chips</source>
        <translation>チップのインポート</translation>
    </message>
    <message>
        <source>Chip files (*.csv *.json);;CSV files (*.csv);;JSON files (*.json)</source>
        <translation>チップファイル (*.csv *.json);;CSV ファイル (*.csv);;JSON ファイル (*.json)</translation>
    </message>
    <message>
        <source>An import is already running.</source>
        <translation>インポートはすでに実行中です。</translation>
    </message>
    <message>
        <source>the file name must end in .csv or .json</source>
        <translation>ファイル名は .csv または .json で終わる必要があります</translation>
    </message>
    <message>
        <source>cannot read the file: %1</source>
        <translation>ファイルを読み込めません: %1</translation>
    </message>
    <message>
        <source>Import of %1 cancelled; the catalog is unchanged.</source>
        <translation>%1 のインポートをキャンセルしました。カタログは変更されていません。</translation>
    </message>
    <message>
        <source>Nothing to import from %1: the catalog already holds these chips.</source>
        <translation>%1 からインポートするものはありません: カタログにはすでにこれらのチップがあります。</translation>
    </message>
    <message>
        <source>Could not import %1; nothing was changed.</source>
        <translation>%1 をインポートできませんでした。何も変更されていません。</translation>
    </message>
    <message>
        <source>Nothing to import from %1: the chosen values are already in the catalog.</source>
        <translation>%1 からインポートするものはありません: 選択した値はすでにカタログにあります。</translation>
    </message>
    <message>
        <source>Imported %1: %2 new, %3 changed.</source>
        <translation>%1 をインポートしました: 新規 %2 件、変更 %3 件。</translation>
    </message>
    <message>
        <source>Reading %1…</source>
        <translation>%1 を読み込んでいます…</translation>
    </message>
    <message>
        <source>Comparing %1 with the catalog…</source>
        <translation>%1 をカタログと比較しています…</translation>
    </message>
    <message>
        <source>Import</source>
        <translation>インポート</translation>
    </message>
    <message>
        <source>Import Failed</source>
        <translation>インポートに失敗しました</translation>
    </message>
    <message>
        <source>Could not import %1.</source>
        <translation>%1 をインポートできませんでした。</translation>
    </message>
    <message>
        <source>%1

Nothing was imported; the catalog is unchanged.</source>
        <translation>%1

何もインポートされていません。カタログは変更されていません。</translation>
    </message>
    <message>
        <source>Import of %1 failed; the catalog is unchanged.</source>
        <translation>%1 のインポートに失敗しました。カタログは変更されていません。</translation>
    </message>
    <message>
        <source>CSV files (*.csv)</source>
        <translation>CSV ファイル (*.csv)</translation>
    </message>
    <message>
        <source>JSON files (*.json)</source>
        <translation>JSON ファイル (*.json)</translation>
    </message>
    <message>
        <source>Export Catalog</source>
        <translation>カタログのエクスポート</translation>
    </message>
    <message>
        <source>Export Table</source>
        <translation>表のエクスポート</translation>
    </message>
    <message>
        <source>Export Failed</source>
        <translation>エクスポートに失敗しました</translation>
    </message>
    <message>
        <source>Could not write %1:
%2</source>
        <translation>%1 に書き込めませんでした:
%2</translation>
    </message>
    <message numerus="yes">
        <source>Import %Ln chips from %1</source>
        <translation>
            <numerusform>%1 からのチップ %Ln 個のインポート</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Saving %Ln chips…</source>
        <translation>
            <numerusform>チップ %Ln 個を保存しています…</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Exporting %Ln chips to %1…</source>
        <translation>
            <numerusform>チップ %Ln 個を %1 にエクスポートしています…</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Exported %Ln chips to %1.</source>
        <translation>
            <numerusform>チップ %Ln 個を %1 にエクスポートしました。</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>chipatlas::ChartExportDialog</name>
    <message>
        <source>Export chart as PNG</source>
        <translation>グラフを PNG としてエクスポート</translation>
    </message>
    <message>
        <source> px</source>
        <translation> px</translation>
    </message>
    <message>
        <source>%1x</source>
        <translation>%1x</translation>
    </message>
    <message>
        <source>Pixels per point: 2x or 3x keeps text sharp on high-density screens and in print</source>
        <translation>ポイントあたりのピクセル数: 2x または 3x にすると、高密度の画面や印刷でも文字が鮮明になります</translation>
    </message>
    <message>
        <source>Choose &amp;file...</source>
        <translation>ファイルを選択(&amp;F)...</translation>
    </message>
    <message>
        <source>&amp;Width:</source>
        <translation>幅(&amp;W):</translation>
    </message>
    <message>
        <source>&amp;Height:</source>
        <translation>高さ(&amp;H):</translation>
    </message>
    <message>
        <source>&amp;Scale:</source>
        <translation>倍率(&amp;S):</translation>
    </message>
    <message>
        <source>Image:</source>
        <translation>画像:</translation>
    </message>
    <message>
        <source>%1 by %2 pixels</source>
        <translation>%1 × %2 ピクセル</translation>
    </message>
    <message>
        <source>The chart&apos;s width as it is laid out; the image is this many pixels times the scale</source>
        <translation>レイアウト上のグラフの幅。画像の幅は、このピクセル数に倍率を掛けた値になります</translation>
    </message>
    <message>
        <source>The chart&apos;s height as it is laid out; the image is this many pixels times the scale</source>
        <translation>レイアウト上のグラフの高さ。画像の高さは、このピクセル数に倍率を掛けた値になります</translation>
    </message>
</context>
<context>
    <name>chipatlas::ChartOptionsBar</name>
    <message>
        <source>Log &amp;X</source>
        <translation>対数 X(&amp;X)</translation>
    </message>
    <message>
        <source>Log &amp;Y</source>
        <translation>対数 Y(&amp;Y)</translation>
    </message>
    <message>
        <source>&amp;Labels</source>
        <translation>ラベル(&amp;L)</translation>
    </message>
    <message>
        <source>Show s&amp;ystems</source>
        <translation>システムを表示(&amp;Y)</translation>
    </message>
    <message>
        <source>A ready-made pair of axes</source>
        <translation>あらかじめ用意された軸の組み合わせ</translation>
    </message>
    <message>
        <source>The figure along the horizontal axis</source>
        <translation>横軸の数値</translation>
    </message>
    <message>
        <source>The figure along the vertical axis</source>
        <translation>縦軸の数値</translation>
    </message>
    <message>
        <source>Precision of the throughput and the ratios on the axes</source>
        <translation>軸のスループットと比率の精度</translation>
    </message>
    <message>
        <source>Name each point on the chart</source>
        <translation>グラフ上の各点に名前を表示</translation>
    </message>
    <message>
        <source>Plot the catalog&apos;s systems (boards, racks, pods) as one more series, each at its totals and its system power</source>
        <translation>カタログのシステム (ボード、ラック、ポッド) を追加の系列としてプロットします。各システムは合計値とシステム消費電力の位置に表示されます</translation>
    </message>
    <message>
        <source>&amp;Export</source>
        <translation>エクスポート(&amp;E)</translation>
    </message>
    <message>
        <source>Save the chart as an image, or its points as CSV</source>
        <translation>グラフを画像として、または点を CSV として保存</translation>
    </message>
    <message>
        <source>&amp;PNG image...</source>
        <translation>PNG 画像(&amp;P)...</translation>
    </message>
    <message>
        <source>&amp;SVG image...</source>
        <translation>SVG 画像(&amp;S)...</translation>
    </message>
    <message>
        <source>&amp;CSV of the points...</source>
        <translation>点の CSV(&amp;C)...</translation>
    </message>
    <message>
        <source>P&amp;reset:</source>
        <translation>プリセット(&amp;R):</translation>
    </message>
    <message>
        <source>X:</source>
        <translation>X:</translation>
    </message>
    <message>
        <source>Y:</source>
        <translation>Y:</translation>
    </message>
    <message>
        <source>&amp;Precision:</source>
        <translation>精度(&amp;P):</translation>
    </message>
    <message>
        <source>Custom</source>
        <translation>カスタム</translation>
    </message>
    <message>
        <source>A date axis has no log scale</source>
        <translation>日付の軸には対数スケールを使用できません</translation>
    </message>
    <message>
        <source>Show this axis on a logarithmic scale</source>
        <translation>この軸を対数スケールで表示</translation>
    </message>
</context>
<context>
    <name>chipatlas::ChartPage</name>
    <message>
        <source>Building the chart...</source>
        <translation>グラフを作成しています...</translation>
    </message>
    <message>
        <source>No chip to plot: the table&apos;s filters show none.</source>
        <translation>プロットするチップがありません: 表のフィルターですべて除外されています。</translation>
    </message>
    <message>
        <source>%1 is a date: the %2 axis stays linear.</source>
        <translation>%1 は日付です: %2 軸は線形のままです。</translation>
    </message>
    <message>
        <source>X</source>
        <translation>X</translation>
    </message>
    <message>
        <source>Y</source>
        <translation>Y</translation>
    </message>
    <message>
        <source>Show all %L1 chips not plotted</source>
        <translation>プロットされていない %L1 個のチップをすべて表示</translation>
    </message>
    <message numerus="yes">
        <source>Exporting the chart&apos;s %Ln points…</source>
        <translation>
            <numerusform>グラフの %Ln 点をエクスポートしています…</numerusform>
        </translation>
    </message>
    <message>
        <source>Exported the chart to %1</source>
        <translation>グラフを %1 にエクスポートしました</translation>
    </message>
    <message>
        <source>Could not write %1</source>
        <translation>%1 に書き込めませんでした</translation>
    </message>
    <message>
        <source>Export chart</source>
        <translation>グラフのエクスポート</translation>
    </message>
    <message numerus="yes">
        <source>%1 against %2, %Ln points</source>
        <translation>
            <numerusform>%2 に対する %1、%Ln 点</numerusform>
        </translation>
    </message>
    <message>
        <source>No measured result to plot: record one, or import results.</source>
        <translation>表示する測定結果がありません。結果を記録するか、インポートしてください。</translation>
    </message>
    <message>
        <source>Show all %L1 results not plotted</source>
        <translation>プロットされていない %L1 件の結果をすべて表示</translation>
    </message>
</context>
<context>
    <name>chipatlas::ChartView</name>
    <message>
        <source>Chart</source>
        <translation>グラフ</translation>
    </message>
</context>
<context>
    <name>chipatlas::ChipCsvReader</name>
    <message>
        <source>the column name contains a NUL character</source>
        <translation>列名に NUL 文字が含まれています</translation>
    </message>
    <message>
        <source>unknown column &quot;%1&quot;; the columns are those of the reference accelerators.csv, visible_memory_bytes and, for each figure, &lt;key&gt;_status, &lt;key&gt;_source and &lt;key&gt;_note, and its attributes (&lt;key&gt;_printed_unit, &lt;key&gt;_link_scope, &lt;key&gt;_configuration, &lt;key&gt;_range) where it takes them</source>
        <translation>不明な列「%1」です。使用できる列は、リファレンスの accelerators.csv の列、visible_memory_bytes、各数値の &lt;key&gt;_status、&lt;key&gt;_source、&lt;key&gt;_note、および数値が持つ場合はその属性 (&lt;key&gt;_printed_unit、&lt;key&gt;_link_scope、&lt;key&gt;_configuration、&lt;key&gt;_range) です</translation>
    </message>
    <message>
        <source>the column &quot;%1&quot; appears twice (also column %2)</source>
        <translation>列「%1」が重複しています (%2 列目にもあります)</translation>
    </message>
    <message>
        <source>line 1: the header has no &quot;%1&quot; column; the columns id, vendor and name are required (is this a ChipAtlas or reference accelerators CSV?)</source>
        <translation>1 行目: ヘッダーに「%1」列がありません。id、vendor、name の各列が必要です (ChipAtlas の CSV、またはリファレンスの accelerators CSV ですか？)</translation>
    </message>
    <message>
        <source>line %1: the row has %2 fields but the header has %3 columns</source>
        <translation>%1 行目: 行のフィールド数は %2 ですが、ヘッダーの列数は %3 です</translation>
    </message>
    <message>
        <source> (column %1, %2, is missing)</source>
        <translation> (%1 列目の %2 がありません)</translation>
    </message>
    <message>
        <source>the field is %1 characters long; at most %2 are allowed</source>
        <translation>フィールドが %1 文字あります。最大 %2 文字までです</translation>
    </message>
    <message>
        <source>the field contains a NUL character</source>
        <translation>フィールドに NUL 文字が含まれています</translation>
    </message>
    <message>
        <source>line %1</source>
        <translation>%1 行目</translation>
    </message>
    <message>
        <source>the id &quot;%1&quot; is already used on line %2</source>
        <translation>ID「%1」はすでに %2 行目で使用されています</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a number (write it like 1307.4, without units or group separators)</source>
        <translation>「%1」は数値ではありません (1307.4 のように、単位や桁区切りなしで記述してください)</translation>
    </message>
    <message>
        <source>unknown status &quot;%1&quot;; use one of %2, optionally followed by &quot;, sparsity_unstated&quot;</source>
        <translation>不明なステータス「%1」です。%2 のいずれかを使用してください (必要に応じて後ろに「, sparsity_unstated」を付けます)</translation>
    </message>
</context>
<context>
    <name>chipatlas::ChipEditDialog</name>
    <message>
        <source>New Chip</source>
        <translation>新しいチップ</translation>
    </message>
    <message>
        <source>Duplicate %1</source>
        <translation>%1 の複製</translation>
    </message>
    <message>
        <source>Edit %1</source>
        <translation>%1 の編集</translation>
    </message>
    <message>
        <source>e.g. acme-x1-sxm (lowercase letters, digits, &apos;-&apos;, &apos;.&apos;, &apos;_&apos;)</source>
        <translation>例: acme-x1-sxm (英小文字、数字、「-」「.」「_」)</translation>
    </message>
    <message>
        <source>The id of a stored chip cannot change; duplicate it instead</source>
        <translation>保存済みのチップの ID は変更できません。代わりに複製してください</translation>
    </message>
    <message>
        <source>How the vendor quotes sparse throughput</source>
        <translation>ベンダーによる疎スループットの表記方法</translation>
    </message>
    <message>
        <source>One URL per line</source>
        <translation>1 行に 1 つの URL</translation>
    </message>
    <message>
        <source>&amp;ID:</source>
        <translation>ID(&amp;I):</translation>
    </message>
    <message>
        <source>&amp;Vendor:</source>
        <translation>ベンダー(&amp;V):</translation>
    </message>
    <message>
        <source>&amp;Name:</source>
        <translation>名前(&amp;N):</translation>
    </message>
    <message>
        <source>&amp;Family / generation:</source>
        <translation>ファミリー / 世代(&amp;F):</translation>
    </message>
    <message>
        <source>&amp;Kind:</source>
        <translation>種類(&amp;K):</translation>
    </message>
    <message>
        <source>S&amp;parsity note:</source>
        <translation>スパース性の注記(&amp;P):</translation>
    </message>
    <message>
        <source>&amp;Sources:</source>
        <translation>出典(&amp;S):</translation>
    </message>
    <message>
        <source>No&amp;tes:</source>
        <translation>注記(&amp;T):</translation>
    </message>
    <message>
        <source>Figures</source>
        <translation>数値</translation>
    </message>
    <message>
        <source>Figure</source>
        <translation>数値項目</translation>
    </message>
    <message>
        <source>Value</source>
        <translation>値</translation>
    </message>
    <message>
        <source>Status</source>
        <translation>ステータス</translation>
    </message>
    <message>
        <source>Source URL</source>
        <translation>出典 URL</translation>
    </message>
    <message>
        <source>Note</source>
        <translation>注記</translation>
    </message>
    <message>
        <source>Sparsity
unstated</source>
        <translation>密/疎
未記載</translation>
    </message>
    <message numerus="yes">
        <source>... and %n more problem(s)</source>
        <translation>
            <numerusform>... ほか %n 件の問題</numerusform>
        </translation>
    </message>
    <message>
        <source>The company that sells the chip, as the table&apos;s Vendor column and filter show it</source>
        <translation>チップを販売する企業。表の「ベンダー」列とフィルターにはこの名前が表示されます</translation>
    </message>
    <message>
        <source>The chip&apos;s name as its vendor writes it</source>
        <translation>ベンダーによる表記どおりのチップ名</translation>
    </message>
    <message>
        <source>The product family and generation, e.g. Hopper (GH100); may be empty</source>
        <translation>製品ファミリーと世代。例: Hopper (GH100)。空欄でもかまいません</translation>
    </message>
    <message>
        <source>gpu, asic, tpu or wafer (a wafer-scale engine), or a kind of your own</source>
        <translation>gpu、asic、tpu、wafer (ウェハースケールエンジン)、または独自の種類</translation>
    </message>
    <message>
        <source>Numbers in stored units. A figure without a value is &quot;not published&quot; or &quot;unknown&quot;; one with a value is published, computed (say how in the note), unverified or a design target (a vendor&apos;s goal for a chip that does not ship yet). Bold: you edited the built-in figure. More: the unit the source printed, what a link connects, a configuration or a range the vendor gives.</source>
        <translation>数値は保存単位で入力します。値のない数値は「非公表」または「不明」、値のある数値は公表値、計算値 (計算方法を注記に記載)、未検証、または設計目標値 (まだ出荷されていないチップについてのベンダーの目標) です。太字: 組み込みの数値を編集したもの。その他: 出典が記載した単位、リンクの接続先、ベンダーが示す構成や範囲。</translation>
    </message>
</context>
<context>
    <name>chipatlas::ChipTableModel</name>
    <message>
        <source>The cheapest current rental price per chip-hour (USD) among the offers for this chip and the systems built of it.</source>
        <translation>このチップおよびこのチップで構成されたシステムのオファーのうち、現在最も安いチップ時間あたりのレンタル価格 (USD)。</translation>
    </message>
    <message>
        <source>The dearest current rental price per chip-hour (USD) among the offers for this chip and the systems built of it.</source>
        <translation>このチップおよびこのチップで構成されたシステムのオファーのうち、現在最も高いチップ時間あたりのレンタル価格 (USD)。</translation>
    </message>
    <message>
        <source>How many times the cheapest offer the dearest one costs.</source>
        <translation>最も高いオファーが最も安いオファーの何倍か。</translation>
    </message>
    <message>
        <source>The chip&apos;s product name.</source>
        <translation>チップの製品名。</translation>
    </message>
    <message>
        <source>The company that sells or operates the chip.</source>
        <translation>チップを販売または運用する企業。</translation>
    </message>
    <message>
        <source>The architecture family and generation.</source>
        <translation>アーキテクチャのファミリーと世代。</translation>
    </message>
    <message>
        <source>GPU, ASIC, TPU or wafer-scale engine.</source>
        <translation>GPU、ASIC、TPU、またはウェーハスケールエンジン。</translation>
    </message>
    <message>
        <source>The chip&apos;s stable id, as the command line and imports name it.</source>
        <translation>コマンドラインやインポートで使われる、チップの固定 ID。</translation>
    </message>
    <message>
        <source>Dense %1 %2 per watt of TDP: higher is more efficient.</source>
        <translation>TDP 1 W あたりの密 %1 %2: 高いほど効率的です。</translation>
    </message>
    <message>
        <source>Memory bandwidth in GB/s per dense %1 %2: higher means the chip is less likely to be starved by memory.</source>
        <translation>密 %1 %2 あたりのメモリ帯域幅 (GB/s): 高いほど、チップがメモリ待ちになりにくくなります。</translation>
    </message>
    <message>
        <source>%1 in %2</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>, dense (without 2:4 sparsity)</source>
        <translation>、密 (2:4 スパース性なし)</translation>
    </message>
    <message>
        <source>Status: %1</source>
        <translation>ステータス: %1</translation>
    </message>
    <message>
        <source>The vendor does not say whether this figure is dense or sparse.</source>
        <translation>この数値が密か疎か、ベンダーは明記していません。</translation>
    </message>
    <message>
        <source>no offer</source>
        <translation>オファーなし</translation>
    </message>
    <message>
        <source>No current offer in US dollars for this chip.</source>
        <translation>このチップには米ドル建ての現在のオファーがありません。</translation>
    </message>
    <message numerus="yes">
        <source>%1 %2 %3 (%n priced offer(s))</source>
        <translation>
            <numerusform>%1 %2 %3 (価格付きオファー %n 件)</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 in %2 for every chip: a figure its source printed in %3 is converted (1 GiB = 1.0737 GB) and marked ‡; its tooltip keeps the printed figure.</source>
        <translation>%1 は全チップ %2 で表示: 出典が %3 で表記した値は換算し (1 GiB = 1.0737 GB) ‡ を付けます。ツールチップに表記どおりの値を示します。</translation>
    </message>
</context>
<context>
    <name>chipatlas::ColumnChooserDialog</name>
    <message>
        <source>Move &amp;up</source>
        <translation>上へ移動(&amp;U)</translation>
    </message>
    <message>
        <source>Move &amp;down</source>
        <translation>下へ移動(&amp;D)</translation>
    </message>
    <message>
        <source>Columns</source>
        <translation>列</translation>
    </message>
    <message>
        <source>Tick the columns to show; drag or move them to reorder.</source>
        <translation>表示する列にチェックを付けます。ドラッグまたは移動して並べ替えます。</translation>
    </message>
    <message>
        <source>The table&apos;s columns in their order; a checked one is shown. Drag one, or move it up and down, to reorder</source>
        <translation>表の列 (表示順)。チェックを付けた列が表示されます。並べ替えるには、列をドラッグするか、上下に移動します</translation>
    </message>
    <message>
        <source>Move the selected column one place to the left in the table</source>
        <translation>選択した列を表内で 1 つ左へ移動します</translation>
    </message>
    <message>
        <source>Move the selected column one place to the right in the table</source>
        <translation>選択した列を表内で 1 つ右へ移動します</translation>
    </message>
</context>
<context>
    <name>chipatlas::CompareFindDialog</name>
    <message>
        <source>Filter by name, vendor or id</source>
        <translation>名前、ベンダー、ID でフィルター</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>Already compared</source>
        <translation>比較中</translation>
    </message>
    <message>
        <source>Compare</source>
        <translation>比較</translation>
    </message>
    <message numerus="yes">
        <source>%Ln of %1 match</source>
        <translation>
            <numerusform>%1 件中 %Ln 件が一致</numerusform>
        </translation>
    </message>
    <message>
        <source>Filter</source>
        <translation>フィルター</translation>
    </message>
    <message>
        <source>Those the filter matches, by name; Compare or a double click adds the selected one. Those already compared are greyed out</source>
        <translation>フィルターに一致する項目の名前一覧。「比較」またはダブルクリックで、選択した項目を追加します。比較中の項目は灰色で表示されます</translation>
    </message>
</context>
<context>
    <name>chipatlas::CompareOptionsBar</name>
    <message>
        <source>&amp;Hide equal rows</source>
        <translation>同じ行を非表示(&amp;H)</translation>
    </message>
    <message>
        <source>Highlight &amp;differences</source>
        <translation>差異を強調表示(&amp;D)</translation>
    </message>
    <message>
        <source>Show only the rows where the chips differ</source>
        <translation>チップ間で異なる行のみ表示</translation>
    </message>
    <message>
        <source>Tint the rows where the chips differ</source>
        <translation>チップ間で異なる行に色を付ける</translation>
    </message>
    <message>
        <source>Precision of the perf per watt row</source>
        <translation>ワットあたり性能の行の精度</translation>
    </message>
    <message>
        <source>Perf/W &amp;precision:</source>
        <translation>ワットあたり性能の精度(&amp;P):</translation>
    </message>
    <message>
        <source>Copy as &amp;Markdown</source>
        <translation>Markdown としてコピー(&amp;M)</translation>
    </message>
    <message>
        <source>Copy as &amp;text</source>
        <translation>テキストとしてコピー(&amp;T)</translation>
    </message>
    <message>
        <source>&amp;Export CSV...</source>
        <translation>CSV をエクスポート(&amp;E)...</translation>
    </message>
    <message>
        <source>C&amp;lear all</source>
        <translation>すべてクリア(&amp;L)</translation>
    </message>
    <message>
        <source>&amp;Own or rent...</source>
        <translation>購入かレンタルか(&amp;O)...</translation>
    </message>
    <message>
        <source>What owning the first two compared costs against renting them, side by side</source>
        <translation>比較中の最初の 2 つを所有した場合のコストをレンタルと並べて比較</translation>
    </message>
</context>
<context>
    <name>chipatlas::CompareResults</name>
    <message>
        <source>Measured results</source>
        <translation>測定結果</translation>
    </message>
    <message>
        <source>Measured results of the compared chips and systems, side by side for the same model and scenario, with whose claim each is and its efficiency against the bound</source>
        <translation>比較したチップとシステムの測定結果。同じモデルとシナリオごとに並べ、それぞれ誰の主張か、上限に対する効率を示します</translation>
    </message>
    <message>
        <source>no comparable result</source>
        <translation>比較できる結果なし</translation>
    </message>
    <message>
        <source>%1/chip</source>
        <translation>%1/チップ</translation>
    </message>
    <message>
        <source>no rate</source>
        <translation>レートなし</translation>
    </message>
    <message>
        <source>%1, %2</source>
        <translation>%1、%2</translation>
    </message>
    <message>
        <source>%1, ✗ %3 of bound: above it, %2</source>
        <translation>%1、✗ 上限の %3: 上限を超えています、%2</translation>
    </message>
    <message>
        <source>%1, %3 of bound, %2</source>
        <translation>%1、上限の %3、%2</translation>
    </message>
    <message>
        <source>Result %1: %2</source>
        <translation>結果 %1: %2</translation>
    </message>
    <message numerus="yes">
        <source>Measured %1 tokens/s on %Ln chip(s)</source>
        <translation>
            <numerusform>%Ln チップで実測 %1 トークン/秒</numerusform>
        </translation>
    </message>
    <message>
        <source>Bound for the same inputs: %1 tokens/s (%2)</source>
        <translation>同じ入力に対する上限: %1 トークン/秒 (%2)</translation>
    </message>
    <message>
        <source>Source: %1</source>
        <translation>出典: %1</translation>
    </message>
    <message>
        <source>Model, scenario (tok/s per chip)</source>
        <translation>モデル、シナリオ（チップあたり tok/s）</translation>
    </message>
    <message>
        <source>%1, on %2</source>
        <translation>%1、%2 上</translation>
    </message>
</context>
<context>
    <name>chipatlas::CompareSlot</name>
    <message>
        <source>Move left</source>
        <translation>左へ移動</translation>
    </message>
    <message>
        <source>Move right</source>
        <translation>右へ移動</translation>
    </message>
    <message>
        <source>Remove from the comparison</source>
        <translation>比較から削除</translation>
    </message>
    <message>
        <source>Choose a chip or a system</source>
        <translation>チップまたはシステムを選択</translation>
    </message>
    <message>
        <source>N = </source>
        <translation>N = </translation>
    </message>
    <message>
        <source>How many of this chip to compare with the system: by default as many as the system has</source>
        <translation>システムと比較するこのチップの個数: 既定ではシステムのチップ数と同じ</translation>
    </message>
    <message>
        <source>system of %1 x %2</source>
        <translation>%1 x %2 のシステム</translation>
    </message>
    <message>
        <source>Drop a chip or a system here</source>
        <translation>ここにチップまたはシステムをドロップ</translation>
    </message>
    <message>
        <source>Drag a chip or a system from the table and drop it here, or choose one with the … button</source>
        <translation>表からチップまたはシステムをここにドラッグ＆ドロップするか、… ボタンで選択します</translation>
    </message>
</context>
<context>
    <name>chipatlas::CompareView</name>
    <message>
        <source>Summary</source>
        <translation>概要</translation>
    </message>
    <message>
        <source>No chip or system “%1” in the catalog</source>
        <translation>カタログにチップまたはシステム「%1」がありません</translation>
    </message>
    <message>
        <source>%1 is already compared</source>
        <translation>%1 はすでに比較中です</translation>
    </message>
    <message>
        <source>%1 replaced %2: the comparison holds %3 entries at most</source>
        <translation>%1 が %2 を置き換えました: 比較できるのは最大 %3 件です</translation>
    </message>
    <message>
        <source>Find among all %L1…</source>
        <translation>全 %L1 件から検索…</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>&amp;Chips</source>
        <translation>チップ(&amp;C)</translation>
    </message>
    <message>
        <source>&amp;Systems</source>
        <translation>システム(&amp;S)</translation>
    </message>
    <message>
        <source>Not like for like: %1.

A system compares with another system, or with its chip taken as many times as it has chips: set N in the chip&apos;s slot.</source>
        <translation>同種の比較ではありません: %1。

システムは、別のシステムか、システムのチップ数分をまとめたそのチップと比較できます: チップのスロットで N を設定してください。</translation>
    </message>
    <message>
        <source>Compare two to four chips or systems figure by figure.

Drag chips or systems from the table onto the slots above, choose one with a slot&apos;s … button, select a chip and choose Chip › Compare (Ctrl+Shift+C), or click “Add to comparison” in the details pane. A chip compared with a system is taken as many times as the system has chips.</source>
        <translation>2～4 個のチップまたはシステムを数値ごとに比較します。

表からチップやシステムを上のスロットにドラッグするか、スロットの … ボタンで選択するか、チップを選択して チップ › 比較 (Ctrl+Shift+C) を選ぶか、詳細ペインで「比較に追加」をクリックします。システムと比較するチップは、システムのチップ数分として扱われます。</translation>
    </message>
    <message>
        <source>Copied the comparison as Markdown</source>
        <translation>比較を Markdown としてコピーしました</translation>
    </message>
    <message>
        <source>Copied the comparison as text</source>
        <translation>比較をテキストとしてコピーしました</translation>
    </message>
    <message>
        <source>Exported the comparison to %1</source>
        <translation>比較を %1 にエクスポートしました</translation>
    </message>
    <message>
        <source>Export comparison</source>
        <translation>比較のエクスポート</translation>
    </message>
    <message>
        <source>Measured results</source>
        <translation>測定結果</translation>
    </message>
</context>
<context>
    <name>chipatlas::ComparisonModel</name>
    <message>
        <source>Left out of the winner choice: no figure</source>
        <translation>優位判定の対象外: 数値なし</translation>
    </message>
    <message>
        <source>Left out of the winner choice: the figure is unverified</source>
        <translation>優位判定の対象外: 数値が未検証</translation>
    </message>
    <message>
        <source>Left out of the winner choice: a host-to-chip link, not comparable with links between chips</source>
        <translation>優位判定の対象外: ホスト–チップ間のリンクのため、チップ間のリンクとは比較できません</translation>
    </message>
    <message>
        <source>Left out of the winner choice: the chips&apos; power only, not comparable with a whole system&apos;s power</source>
        <translation>優位判定の対象外: チップのみの消費電力のため、システム全体の消費電力とは比較できません</translation>
    </message>
    <message>
        <source>%1, in %2</source>
        <translation>%1 (単位: %2)</translation>
    </message>
    <message>
        <source>%1; higher wins</source>
        <translation>%1; 高いほうが優位</translation>
    </message>
    <message>
        <source>%1; lower wins</source>
        <translation>%1; 低いほうが優位</translation>
    </message>
    <message>
        <source>%1; no winner (text)</source>
        <translation>%1; 優位判定なし (テキスト)</translation>
    </message>
    <message>
        <source>%1; no winner: the best values are about the same</source>
        <translation>%1; 優位判定なし: 最良の値がほぼ同じ</translation>
    </message>
    <message>
        <source>%1; printed in different units, compared by their nominal numbers</source>
        <translation>%1; 記載単位が異なるため、公称値で比較</translation>
    </message>
    <message>
        <source>, sparsity unstated</source>
        <translation>、密/疎未記載</translation>
    </message>
    <message>
        <source>, wins this row if it is dense</source>
        <translation>、密の値であればこの行で優位</translation>
    </message>
    <message>
        <source>, wins this row</source>
        <translation>、この行で優位</translation>
    </message>
    <message>
        <source>Status: %1</source>
        <translation>ステータス: %1</translation>
    </message>
    <message>
        <source>Printed by its source in binary units (GiB); compared by its nominal number</source>
        <translation>出典では 2 進単位 (GiB) で記載。公称値で比較</translation>
    </message>
    <message>
        <source>Printed by its source in decimal units (GB); compared by its nominal number</source>
        <translation>出典では 10 進単位 (GB) で記載。公称値で比較</translation>
    </message>
    <message>
        <source>No winner: the best values are about the same (closer than the precision they were published with)</source>
        <translation>優位判定なし: 最良の値がほぼ同じです (差が公表値の精度より小さい)</translation>
    </message>
    <message>
        <source>Source: %1</source>
        <translation>出典: %1</translation>
    </message>
    <message>
        <source>Figure</source>
        <translation>数値項目</translation>
    </message>
    <message>
        <source>Note</source>
        <translation>注記</translation>
    </message>
    <message>
        <source>%1; no winner: too close to call, because the printed units differ and the winner changes when GiB is converted to GB</source>
        <translation>%1。勝者なし: 表記の単位が異なり、GiB を GB に換算すると勝者が変わるため判定できません</translation>
    </message>
    <message>
        <source>No winner: too close to call, because the printed units differ (1 GiB = 1.0737 GB) and the winner is not the same under both readings</source>
        <translation>勝者なし: 表記の単位が異なり (1 GiB = 1.0737 GB)、どちらの読み方でも同じ勝者にならないため判定できません</translation>
    </message>
    <message>
        <source>Left out of the winner choice: the figure is a design target for a chip that does not ship yet</source>
        <translation>優位判定の対象外: まだ出荷されていないチップの設計目標値</translation>
    </message>
</context>
<context>
    <name>chipatlas::ComparisonTree</name>
    <message>
        <source>Comparison</source>
        <translation>比較</translation>
    </message>
    <message>
        <source>Each figure of the compared chips or systems side by side, in groups; the winner of a row is in bold, the others carry their ratio to it</source>
        <translation>比較するチップまたはシステムの各数値をグループごとに並べて表示します。各行の勝者は太字で、ほかは勝者に対する比率を示します</translation>
    </message>
</context>
<context>
    <name>chipatlas::ConflictDialog</name>
    <message>
        <source>Changed by Someone Else</source>
        <translation>他のユーザーが変更しました</translation>
    </message>
    <message>
        <source>&lt;p&gt;Your change (%1) was not saved: %2&lt;/p&gt;&lt;p&gt;Choose what the catalog keeps. Rows marked ⚠ were changed on both sides.&lt;/p&gt;</source>
        <translation>&lt;p&gt;変更 (%1) は保存されませんでした: %2&lt;/p&gt;&lt;p&gt;カタログに残す内容を選択してください。⚠ の付いた行は両方で変更されています。&lt;/p&gt;</translation>
    </message>
    <message>
        <source>Field</source>
        <translation>フィールド</translation>
    </message>
    <message>
        <source>Before your change</source>
        <translation>変更前</translation>
    </message>
    <message>
        <source>Mine</source>
        <translation>自分</translation>
    </message>
    <message>
        <source>Theirs</source>
        <translation>相手</translation>
    </message>
    <message>
        <source>Keep</source>
        <translation>残す側</translation>
    </message>
    <message>
        <source>Keep &amp;mine</source>
        <translation>自分の変更を保持(&amp;M)</translation>
    </message>
    <message>
        <source>Save your version of every row over theirs</source>
        <translation>すべての行で、相手の変更ではなく自分の変更を保存します</translation>
    </message>
    <message>
        <source>Take &amp;theirs</source>
        <translation>相手の変更を採用(&amp;T)</translation>
    </message>
    <message>
        <source>Drop your change; the catalog stays as they saved it</source>
        <translation>自分の変更を破棄します。カタログは相手が保存した状態のままになります</translation>
    </message>
    <message>
        <source>Save &amp;merge</source>
        <translation>マージして保存(&amp;M)</translation>
    </message>
    <message>
        <source>Save the side chosen in each row</source>
        <translation>各行で選択した側を保存します</translation>
    </message>
</context>
<context>
    <name>chipatlas::CustomModelWidget</name>
    <message>
        <source>MLA</source>
        <translation>MLA</translation>
    </message>
    <message>
        <source> B</source>
        <translation> B</translation>
    </message>
    <message>
        <source>Total parameters in billions, every expert of an MoE included</source>
        <translation>総パラメーター数（10 億単位）。MoE の場合はすべてのエキスパートを含みます</translation>
    </message>
    <message>
        <source>= total</source>
        <translation>= 合計</translation>
    </message>
    <message>
        <source>Parameters read per token (MoE: the active experts); 0 for the total</source>
        <translation>トークンごとに読み込まれるパラメーター数（MoE の場合はアクティブなエキスパート）。0 の場合は総数と同じ</translation>
    </message>
    <message>
        <source>Decoder layers</source>
        <translation>デコーダー層数</translation>
    </message>
    <message>
        <source>Multi-head latent attention: the cache holds the KV LoRA rank plus the RoPE dims per layer and token</source>
        <translation>Multi-head Latent Attention：キャッシュには層とトークンごとに KV LoRA ランクと RoPE 次元数の合計を保持します</translation>
    </message>
    <message>
        <source>unknown</source>
        <translation>不明</translation>
    </message>
    <message>
        <source> tokens</source>
        <translation> トークン</translation>
    </message>
    <message>
        <source>The model&apos;s maximum context; 0 if unknown</source>
        <translation>モデルの最大コンテキスト長。不明な場合は 0</translation>
    </message>
    <message>
        <source>KV &amp;heads:</source>
        <translation>KV ヘッド数(&amp;H):</translation>
    </message>
    <message>
        <source>Head &amp;dim:</source>
        <translation>ヘッド次元(&amp;D):</translation>
    </message>
    <message>
        <source>KV &amp;LoRA rank:</source>
        <translation>KV LoRA ランク(&amp;L):</translation>
    </message>
    <message>
        <source>&amp;RoPE dims:</source>
        <translation>RoPE 次元数(&amp;R):</translation>
    </message>
    <message>
        <source>&amp;Params:</source>
        <translation>パラメーター数(&amp;P):</translation>
    </message>
    <message>
        <source>&amp;Active:</source>
        <translation>アクティブ(&amp;A):</translation>
    </message>
    <message>
        <source>&amp;Layers:</source>
        <translation>層数(&amp;L):</translation>
    </message>
    <message>
        <source>Max conte&amp;xt:</source>
        <translation>最大コンテキスト長(&amp;X):</translation>
    </message>
</context>
<context>
    <name>chipatlas::DetailsPane</name>
    <message>
        <source>Compute (dense)</source>
        <translation>演算性能（密）</translation>
    </message>
    <message>
        <source>Memory</source>
        <translation>メモリ</translation>
    </message>
    <message>
        <source>Power</source>
        <translation>電力</translation>
    </message>
    <message>
        <source>Form factor and interconnect</source>
        <translation>フォームファクターとインターコネクト</translation>
    </message>
    <message>
        <source>Availability and price</source>
        <translation>入手性と価格</translation>
    </message>
    <message>
        <source>Dates</source>
        <translation>日付</translation>
    </message>
    <message>
        <source>Silicon</source>
        <translation>シリコン</translation>
    </message>
    <message>
        <source>Add to comparison</source>
        <translation>比較に追加</translation>
    </message>
    <message>
        <source>Select a chip to see every figure with its source</source>
        <translation>チップを選択すると、すべての数値とその出典が表示されます</translation>
    </message>
    <message>
        <source>Sparsity:</source>
        <translation>スパース性:</translation>
    </message>
    <message>
        <source>Efficiency at %1</source>
        <translation>%1 での効率</translation>
    </message>
    <message>
        <source>Notes</source>
        <translation>注記</translation>
    </message>
    <message>
        <source>Sources</source>
        <translation>出典</translation>
    </message>
    <message>
        <source>Details</source>
        <translation>詳細</translation>
    </message>
    <message>
        <source>Every figure of the selected chip or system, with its status, note and source</source>
        <translation>選択したチップまたはシステムのすべての数値と、そのステータス、注記、出典</translation>
    </message>
    <message>
        <source>Compare this chip or system side by side with others (Ctrl+Shift+C)</source>
        <translation>このチップまたはシステムを他と並べて比較します（Ctrl+Shift+C）</translation>
    </message>
    <message>
        <source>Own or rent...</source>
        <translation>購入かレンタルか...</translation>
    </message>
    <message>
        <source>What owning this chip or system costs per hour against renting it (Ctrl+Shift+O)</source>
        <translation>このチップまたはシステムを所有した場合の 1 時間あたりのコストをレンタルと比較 (Ctrl+Shift+O)</translation>
    </message>
    <message>
        <source>Price history...</source>
        <translation>価格履歴...</translation>
    </message>
    <message>
        <source>The prices of this chip or system over time, from every offer that rents it</source>
        <translation>このチップまたはシステムの価格の推移（それを貸すすべてのオファーから）</translation>
    </message>
</context>
<context>
    <name>chipatlas::DiffTableModel</name>
    <message>
        <source>yes</source>
        <translation>はい</translation>
    </message>
    <message>
        <source>%1 (id %2)</source>
        <translation>%1（ID %2）</translation>
    </message>
    <message>
        <source>Entry</source>
        <translation>項目</translation>
    </message>
    <message>
        <source>Kind</source>
        <translation>種類</translation>
    </message>
    <message>
        <source>Change</source>
        <translation>変更</translation>
    </message>
    <message>
        <source>Field</source>
        <translation>フィールド</translation>
    </message>
    <message>
        <source>Before</source>
        <translation>変更前</translation>
    </message>
    <message>
        <source>Before status</source>
        <translation>変更前のステータス</translation>
    </message>
    <message>
        <source>After</source>
        <translation>変更後</translation>
    </message>
    <message>
        <source>After status</source>
        <translation>変更後のステータス</translation>
    </message>
    <message>
        <source>Source changed</source>
        <translation>出典の変更</translation>
    </message>
    <message>
        <source>Move</source>
        <translation>変動</translation>
    </message>
</context>
<context>
    <name>chipatlas::EntryTableModel</name>
    <message>
        <source>Source: %1</source>
        <translation>出典: %1</translation>
    </message>
</context>
<context>
    <name>chipatlas::ExportJob</name>
    <message>
        <source>Export to %1 cancelled; no file was written.</source>
        <translation>%1 へのエクスポートはキャンセルされました。ファイルは書き込まれていません。</translation>
    </message>
    <message>
        <source>Export Failed</source>
        <translation>エクスポートに失敗しました</translation>
    </message>
    <message>
        <source>Export</source>
        <translation>エクスポート</translation>
    </message>
</context>
<context>
    <name>chipatlas::FigureAttributesEditor</name>
    <message>
        <source>The unit the source printed the number in: GB and GB/s are decimal, GiB and GiB/s binary. The number stays as printed; comparisons say when units differ</source>
        <translation>出典が数値を記載している単位。GB と GB/s は 10 進、GiB と GiB/s は 2 進です。数値は記載どおりに保持され、単位が異なる場合は比較で示されます</translation>
    </message>
    <message>
        <source>not recorded</source>
        <translation>未記録</translation>
    </message>
    <message>
        <source>GB/s</source>
        <translation>GB/s</translation>
    </message>
    <message>
        <source>GB</source>
        <translation>GB</translation>
    </message>
    <message>
        <source>GiB/s</source>
        <translation>GiB/s</translation>
    </message>
    <message>
        <source>GiB</source>
        <translation>GiB</translation>
    </message>
    <message>
        <source>Printed as:</source>
        <translation>記載単位:</translation>
    </message>
    <message>
        <source>What the link connects: chips to each other (NVLink, NeuronLink, ICI) or a host CPU to the chip (NVLink-C2C, PCIe)</source>
        <translation>リンクの接続対象：チップ同士（NVLink、NeuronLink、ICI）、またはホスト CPU とチップ（NVLink-C2C、PCIe）</translation>
    </message>
    <message>
        <source>chip to chip</source>
        <translation>チップ間</translation>
    </message>
    <message>
        <source>host to chip</source>
        <translation>ホスト–チップ間</translation>
    </message>
    <message>
        <source>Link:</source>
        <translation>リンク:</translation>
    </message>
    <message>
        <source>e.g. air-cooled</source>
        <translation>例: 空冷</translation>
    </message>
    <message>
        <source>The configuration this figure belongs to, when the vendor gives it for one (e.g. air-cooled, 8-GPU board)</source>
        <translation>ベンダーが特定の構成について示している場合の、この数値が該当する構成（例: 空冷、8 GPU ボード）</translation>
    </message>
    <message>
        <source>A range the vendor gives around the value (e.g. 300 to 350 W), in the figure&apos;s unit; both empty: no range</source>
        <translation>ベンダーが値の前後に示している範囲（例: 300～350 W）。数値と同じ単位で入力します。両方とも空欄の場合は範囲なし</translation>
    </message>
    <message>
        <source>low</source>
        <translation>下限</translation>
    </message>
    <message>
        <source>high</source>
        <translation>上限</translation>
    </message>
    <message>
        <source>Configuration:</source>
        <translation>構成:</translation>
    </message>
    <message>
        <source>Range:</source>
        <translation>範囲:</translation>
    </message>
    <message>
        <source>to</source>
        <translation>～</translation>
    </message>
    <message>
        <source>%1 (%2): the low end of the range: %3</source>
        <translation>%1（%2）：範囲の下限：%3</translation>
    </message>
    <message>
        <source>%1 (%2): the high end of the range: %3</source>
        <translation>%1（%2）：範囲の上限：%3</translation>
    </message>
    <message>
        <source>Range, low end</source>
        <translation>範囲、下限</translation>
    </message>
    <message>
        <source>Range, high end</source>
        <translation>範囲、上限</translation>
    </message>
</context>
<context>
    <name>chipatlas::FigureRowEditor</name>
    <message>
        <source>YYYY-MM-DD</source>
        <translation>YYYY-MM-DD</translation>
    </message>
    <message>
        <source>https://...</source>
        <translation>https://...</translation>
    </message>
    <message>
        <source>Revert</source>
        <translation>復元</translation>
    </message>
    <message>
        <source>Put back the value that ships with ChipAtlas</source>
        <translation>ChipAtlas に付属の値に戻します</translation>
    </message>
    <message>
        <source>The vendor does not say whether this throughput is dense</source>
        <translation>このスループットが密かどうか、ベンダーは明示していません</translation>
    </message>
    <message>
        <source>More</source>
        <translation>その他</translation>
    </message>
    <message>
        <source>Show the unit the source printed, what the link connects, the configuration and the range</source>
        <translation>出典の記載単位、リンクの接続対象、構成、範囲を表示します</translation>
    </message>
    <message>
        <source>Show the unit the source printed, the configuration and the range</source>
        <translation>出典の記載単位、構成、範囲を表示します</translation>
    </message>
    <message>
        <source>Show the configuration and the range the vendor gives</source>
        <translation>ベンダーが示す構成と範囲を表示します</translation>
    </message>
    <message>
        <source>%1: you edited this figure; a newer built-in catalog keeps your value</source>
        <translation>%1：この数値は編集済みです。新しい組み込みカタログでも編集した値が保持されます</translation>
    </message>
    <message>
        <source>%1, status</source>
        <translation>%1、ステータス</translation>
    </message>
    <message>
        <source>%1, source URL</source>
        <translation>%1、出典 URL</translation>
    </message>
    <message>
        <source>%1, note</source>
        <translation>%1、注記</translation>
    </message>
    <message>
        <source>%1, sparsity unstated</source>
        <translation>%1、密/疎の記載なし</translation>
    </message>
    <message>
        <source>The figure as its source gives it; empty when it is not known</source>
        <translation>出典に記載されているとおりの数値。不明な場合は空欄</translation>
    </message>
    <message>
        <source>The figure in %1, as its source gives it; empty when it is not known</source>
        <translation>出典に記載されているとおりの数値（単位: %1）。不明な場合は空欄</translation>
    </message>
    <message>
        <source>The web address the figure was read from</source>
        <translation>数値を読み取った Web ページのアドレス</translation>
    </message>
    <message>
        <source>How the figure was read or computed; shown under it in the details</source>
        <translation>数値の読み取り方法または計算方法。詳細では数値の下に表示されます</translation>
    </message>
    <message>
        <source>Published by the vendor, computed from published figures, unverified (seen only on a third party&apos;s page), a design target (announced for a chip that does not ship yet), not published, or unknown</source>
        <translation>公表値（ベンダーが公表）、計算値（公表された数値から計算）、未検証（第三者のページでのみ確認）、設計目標値（まだ出荷されていないチップについて発表）、非公表、不明のいずれか</translation>
    </message>
</context>
<context>
    <name>chipatlas::FitDialog</name>
    <message>
        <source>Set &amp;price...</source>
        <translation>価格を設定(&amp;P)...</translation>
    </message>
    <message>
        <source>Model fit</source>
        <translation>モデル適合</translation>
    </message>
    <message>
        <source>Chips</source>
        <translation>チップ</translation>
    </message>
    <message>
        <source>Systems: fits one scale-up domain?</source>
        <translation>システム: 1 つのスケールアップドメインに収まるか？</translation>
    </message>
    <message>
        <source>One row per chip, or per system: whether the model fits in one scale-up domain of it or crosses the slower scale-out network</source>
        <translation>チップごと、またはシステムごとに 1 行。システムの場合は、モデルが 1 つのスケールアップドメインに収まるか、低速なスケールアウトネットワークをまたぐかを示します</translation>
    </message>
    <message>
        <source>&amp;Rows:</source>
        <translation>行(&amp;R):</translation>
    </message>
    <message>
        <source>Set price...</source>
        <translation>価格を設定...</translation>
    </message>
    <message>
        <source>Filter chips by name, vendor, family or id</source>
        <translation>名前、ベンダー、ファミリー、ID でチップをフィルター</translation>
    </message>
    <message>
        <source>Enter what the selected chip costs per hour, with its date and source, for the cost per million tokens</source>
        <translation>100 万トークンあたりのコストを求めるため、選択したチップの 1 時間あたりの価格を日付と出典とともに入力します</translation>
    </message>
    <message>
        <source>Filter systems by name or id</source>
        <translation>名前または ID でシステムをフィルター</translation>
    </message>
    <message>
        <source>Model fit: %1</source>
        <translation>モデル適合: %1</translation>
    </message>
    <message>
        <source>%1 of %2 systems</source>
        <translation>%2 台中 %1 台のシステム</translation>
    </message>
    <message>
        <source>%1 of %2 systems shown hold %3 in one scale-up domain</source>
        <translation>表示中の %2 台のシステムのうち %1 台が、%3 を 1 つのスケールアップドメインに収容できます</translation>
    </message>
    <message>
        <source>Computing the fits of %1 chips: %2%</source>
        <translation>%1 個のチップの適合を計算しています：%2%</translation>
    </message>
    <message>
        <source>%1 of %2 chips</source>
        <translation>%2 個中 %1 個のチップ</translation>
    </message>
    <message numerus="yes">
        <source>%L1 of %L2 chips shown hold %3 on %Ln chips</source>
        <translation>
            <numerusform>表示中の %L2 個のチップのうち %L1 個が、%3 を %Ln チップに収容できます</numerusform>
        </translation>
    </message>
    <message>
        <source>Systems</source>
        <translation>システム</translation>
    </message>
    <message>
        <source>Filter</source>
        <translation>フィルター</translation>
    </message>
    <message>
        <source>Throughputs are upper bounds: decode the smaller of the memory-bandwidth and the dense-compute bound, prefill the dense-compute bound; real engines reach less. Chips needed is the memory minimum; an engine runs a tensor-parallel degree that divides the heads. Costs use the offer picked for the row (by default the one Preferences names: the cheapest current one in USD, or the cheapest on-demand one) or the price per chip-hour you enter.</source>
        <translation>スループットは上限値です。デコードはメモリ帯域幅と密演算の上限の小さい方、プリフィルは密演算の上限です。実際のエンジンはこれより低くなります。必要チップ数はメモリ上の最小値です。エンジンはヘッド数を割り切るテンソル並列度で動作します。コストには行で選んだオファー (既定では環境設定で指定したもの: USDの現行最安、またはオンデマンドの最安) か、入力したチップ時間あたりの価格を使います。</translation>
    </message>
    <message>
        <source>For each chip, the memory the model needs, whether it fits and on how many chips, and upper bounds on tokens per second; the selected row is explained below</source>
        <translation>チップごとに、モデルに必要なメモリ、収まるかどうかと必要なチップ数、毎秒トークン数の上限を示します。選択した行の説明は下にあります</translation>
    </message>
    <message>
        <source>For each system, whether the model fits in one scale-up domain, how many domains it needs, and upper bounds on tokens per second; the selected row is explained below</source>
        <translation>システムごとに、モデルが1つのスケールアップドメインに収まるか、必要なドメイン数、毎秒トークン数の上限を示します。選択した行の説明は下にあります</translation>
    </message>
    <message>
        <source>E&amp;xplanation</source>
        <translation>説明(&amp;X)</translation>
    </message>
    <message>
        <source>Show the explanation of the selected row below the table, or fold it away for more rows</source>
        <translation>選択した行の説明を表の下に表示します。折りたたむと表示できる行が増えます</translation>
    </message>
    <message>
        <source>&amp;Own or rent...</source>
        <translation>購入かレンタルか(&amp;O)...</translation>
    </message>
    <message>
        <source>What owning the selected chip or system costs per hour against renting it</source>
        <translation>選択したチップまたはシステムを所有した場合の 1 時間あたりのコストをレンタルと比較</translation>
    </message>
</context>
<context>
    <name>chipatlas::FitExplainView</name>
    <message>
        <source>%1 bytes</source>
        <translation>%1 バイト</translation>
    </message>
    <message numerus="yes">
        <source>%1 chips</source>
        <translation>
            <numerusform>%1 チップ</numerusform>
        </translation>
    </message>
    <message>
        <source>How the estimate is computed</source>
        <translation>推定値の計算方法</translation>
    </message>
    <message>
        <source>Select a chip or a system in the table to see every term of its estimate with its formula.</source>
        <translation>表でチップまたはシステムを選択すると、推定値の各項とその計算式が表示されます。</translation>
    </message>
    <message>
        <source>%1 on %2</source>
        <translation>%2 上の %1</translation>
    </message>
    <message>
        <source>%1 on %2 × %3</source>
        <translation>%2 × %3 上の %1</translation>
    </message>
    <message numerus="yes">
        <source>on %1 chips</source>
        <translation>
            <numerusform>%1 チップ</numerusform>
        </translation>
    </message>
    <message>
        <source>The catalog has no chip “%1”, the chip of %2: nothing to compute.</source>
        <translation>カタログに %2 のチップ「%1」がないため、計算できません。</translation>
    </message>
    <message>
        <source>≥ %1</source>
        <translation>≥ %1</translation>
    </message>
    <message>
        <source>Longest context that fits %1: &lt;b&gt;%2 tokens&lt;/b&gt; (at batch %3)</source>
        <translation>%1 に収まる最長コンテキスト長: &lt;b&gt;%2 トークン&lt;/b&gt;（バッチ %3）</translation>
    </message>
    <message>
        <source>Longest context that fits %1: &lt;b&gt;none&lt;/b&gt; (at batch %2)</source>
        <translation>%1 に収まる最長コンテキスト長: &lt;b&gt;なし&lt;/b&gt;（バッチ %2）</translation>
    </message>
    <message>
        <source>Largest batch that fits %1: &lt;b&gt;%2 sequences&lt;/b&gt; (at context %3)</source>
        <translation>%1 に収まる最大バッチ: &lt;b&gt;%2 シーケンス&lt;/b&gt;（コンテキスト長 %3）</translation>
    </message>
    <message>
        <source>Largest batch that fits %1: &lt;b&gt;none&lt;/b&gt; (at context %2)</source>
        <translation>%1 に収まる最大バッチ: &lt;b&gt;なし&lt;/b&gt;（コンテキスト長 %2）</translation>
    </message>
    <message>
        <source>Term</source>
        <translation>項</translation>
    </message>
    <message>
        <source>Formula, with the catalog figures</source>
        <translation>計算式（カタログの数値を代入）</translation>
    </message>
    <message>
        <source>Value</source>
        <translation>値</translation>
    </message>
    <message>
        <source>Notes</source>
        <translation>注記</translation>
    </message>
    <message>
        <source>None for this chip.</source>
        <translation>このチップについてはありません。</translation>
    </message>
    <message>
        <source>Terms of the estimate</source>
        <translation>見積もりの項目</translation>
    </message>
    <message>
        <source>Each term of the memory estimate for the selected row: the term, its formula with the catalog&apos;s figures, and its value</source>
        <translation>選択した行のメモリ見積もりの各項目: 項、計算式（カタログの数値を代入）、値</translation>
    </message>
    <message>
        <source>What the estimate assumes and what the catalog does not say, for the selected row</source>
        <translation>選択した行について、見積もりの前提と、カタログに記載のない事項</translation>
    </message>
    <message>
        <source>%1 on %2 (%3 × %4): one instance %5, %6 replicas</source>
        <translation>%2 (%3 × %4) 上の %1: 1 インスタンス %5、%6 レプリカ</translation>
    </message>
    <message>
        <source>%1 on %2 (%3 × %4): %5</source>
        <translation>%2 (%3 × %4) 上の %1: %5</translation>
    </message>
    <message>
        <source>on one instance (%1 chips)</source>
        <translation>1 インスタンス (%1 チップ)</translation>
    </message>
    <message>
        <source>on one instance (1 chip)</source>
        <translation>1 インスタンス (1 チップ)</translation>
    </message>
</context>
<context>
    <name>chipatlas::FitInputsBar</name>
    <message>
        <source>Sliding window honoured by the engine</source>
        <translation>エンジンがスライディングウィンドウに対応</translation>
    </message>
    <message>
        <source>The model to fit; type to search. The last entry takes custom parameters</source>
        <translation>適合を調べるモデル。入力すると検索できます。最後の項目ではカスタムパラメーターを指定できます</translation>
    </message>
    <message>
        <source>Custom bits...</source>
        <translation>カスタムビット数...</translation>
    </message>
    <message>
        <source> bits</source>
        <translation> ビット</translation>
    </message>
    <message>
        <source>Bits per weight, scales included</source>
        <translation>重みあたりのビット数（スケールを含む）</translation>
    </message>
    <message>
        <source> tokens</source>
        <translation> トークン</translation>
    </message>
    <message>
        <source>Presets</source>
        <translation>プリセット</translation>
    </message>
    <message>
        <source>Concurrent sequences</source>
        <translation>同時シーケンス数</translation>
    </message>
    <message>
        <source>Added on top of weights and KV cache for activations, the runtime and fragmentation</source>
        <translation>アクティベーション、ランタイム、断片化のために重みと KVキャッシュに上乗せする量</translation>
    </message>
    <message>
        <source>GB (10⁹ bytes)</source>
        <translation>GB（10⁹ バイト）</translation>
    </message>
    <message>
        <source>GiB (2³⁰ bytes)</source>
        <translation>GiB（2³⁰ バイト）</translation>
    </message>
    <message>
        <source>Off: the engine allocates the full context in every layer, also in sliding-window layers</source>
        <translation>オフ：エンジンはスライディングウィンドウ層も含め、すべての層でコンテキスト全体を確保します</translation>
    </message>
    <message>
        <source>not measured</source>
        <translation>未測定</translation>
    </message>
    <message>
        <source> tok/s</source>
        <translation> tok/s</translation>
    </message>
    <message>
        <source>Tokens per second you measured for the whole deployment (all sequences), for the cost at the measured rate</source>
        <translation>デプロイ全体（全シーケンス）で実測した 1 秒あたりのトークン数。実測レートでのコストの計算に使用します</translation>
    </message>
    <message>
        <source>&amp;Model:</source>
        <translation>モデル(&amp;M):</translation>
    </message>
    <message>
        <source>&amp;Weights:</source>
        <translation>重み(&amp;W):</translation>
    </message>
    <message>
        <source>&amp;KV cache:</source>
        <translation>KVキャッシュ(&amp;K):</translation>
    </message>
    <message>
        <source>C&amp;ontext:</source>
        <translation>コンテキスト長(&amp;O):</translation>
    </message>
    <message>
        <source>&amp;Batch:</source>
        <translation>バッチ(&amp;B):</translation>
    </message>
    <message>
        <source>&amp;Headroom:</source>
        <translation>ヘッドルーム(&amp;H):</translation>
    </message>
    <message>
        <source>C&amp;hips:</source>
        <translation>チップ数(&amp;H):</translation>
    </message>
    <message>
        <source>&amp;Units:</source>
        <translation>単位(&amp;U):</translation>
    </message>
    <message>
        <source>M&amp;easured:</source>
        <translation>実測値(&amp;E):</translation>
    </message>
    <message>
        <source>Bu&amp;dget:</source>
        <translation>メモリ予算(&amp;D):</translation>
    </message>
    <message>
        <source>&amp;Fraction:</source>
        <translation>割合(&amp;F):</translation>
    </message>
    <message>
        <source>Custom model…</source>
        <translation>カスタムモデル…</translation>
    </message>
    <message>
        <source>max unknown</source>
        <translation>最大値不明</translation>
    </message>
    <message>
        <source>max %1</source>
        <translation>最大 %1</translation>
    </message>
    <message>
        <source>none</source>
        <translation>なし</translation>
    </message>
    <message>
        <source>SGLang&apos;s rule</source>
        <translation>SGLang の規則</translation>
    </message>
    <message>
        <source>default %1</source>
        <translation>既定値 %1</translation>
    </message>
    <message>
        <source>%1&apos;s %2, following %3
%4</source>
        <translation>%1 の %2（%3 に準拠）
%4</translation>
    </message>
    <message>
        <source>Weights + KV cache + headroom within the printed capacity read as decimal GB, as chip-comparison pages count</source>
        <translation>重み + KVキャッシュ + ヘッドルームを、記載容量（チップ比較サイトと同様に 10 進の GB として解釈）の範囲内に収めます</translation>
    </message>
    <message>
        <source>%1 of the memory visible to software (the printed capacity where that is unknown); at the minimum the engine&apos;s own default</source>
        <translation>ソフトウェアから見えるメモリ（不明な場合は記載容量）に対する %1。最小値ではエンジン自体の既定値を使用します</translation>
    </message>
    <message>
        <source>The rule of thumb has no fraction: its share is the headroom</source>
        <translation>経験則には割合はありません。その分はヘッドルームで指定します</translation>
    </message>
    <message>
        <source>How the weights are stored: bytes per parameter, or a number of bits of your own</source>
        <translation>重みの格納形式: パラメーターあたりのバイト数、または任意のビット数</translation>
    </message>
    <message>
        <source>How the KV cache is stored: bytes per element of keys and values</source>
        <translation>KVキャッシュの格納形式: キーと値の要素あたりのバイト数</translation>
    </message>
    <message>
        <source>Tokens per sequence, prompt and output together</source>
        <translation>シーケンスあたりのトークン数（プロンプトと出力の合計）</translation>
    </message>
    <message>
        <source>Common context lengths, from 1K to 128K tokens</source>
        <translation>よく使われるコンテキスト長（1K ～ 128K トークン）</translation>
    </message>
    <message>
        <source>Chips the model is split across; their memory adds up</source>
        <translation>モデルを分割して配置するチップの数。各チップのメモリが合算されます</translation>
    </message>
    <message>
        <source>Memory in decimal gigabytes or binary gibibytes, here and in every view</source>
        <translation>メモリの単位: 10 進のギガバイト（GB）または 2 進のギビバイト（GiB）。ここを含むすべてのビューに適用されます</translation>
    </message>
</context>
<context>
    <name>chipatlas::FitOfferBar</name>
    <message>
        <source>The price the costs of the selected row use: an offer, or the price you entered</source>
        <translation>選択した行のコスト計算に使用する価格（オファー、または入力した価格）</translation>
    </message>
    <message>
        <source>&amp;Offer:</source>
        <translation>オファー(&amp;O):</translation>
    </message>
    <message>
        <source>Select a row to pick the offer its costs use.</source>
        <translation>行を選択すると、そのコスト計算に使用するオファーを選べます。</translation>
    </message>
    <message>
        <source>No offer in USD and no price entered: no cost per million tokens. Use &quot;Set price...&quot; to enter one.</source>
        <translation>USD 建てのオファーがなく、価格も入力されていないため、100 万トークンあたりのコストは計算できません。「価格を設定...」で入力してください。</translation>
    </message>
    <message>
        <source>Costs %1.</source>
        <translation>コスト：%1。</translation>
    </message>
</context>
<context>
    <name>chipatlas::FitPriceEditor</name>
    <message>
        <source>remove the price of %1</source>
        <translation>%1 の価格を削除</translation>
    </message>
    <message>
        <source>set the price of %1</source>
        <translation>%1 の価格を設定</translation>
    </message>
    <message>
        <source>Could not store the price.</source>
        <translation>価格を保存できませんでした。</translation>
    </message>
    <message>
        <source>Price removed</source>
        <translation>価格を削除しました</translation>
    </message>
    <message>
        <source>Price stored</source>
        <translation>価格を保存しました</translation>
    </message>
</context>
<context>
    <name>chipatlas::FitTableBase</name>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>%1 at the upper bound</source>
        <translation>%1 (上限での値)</translation>
    </message>
</context>
<context>
    <name>chipatlas::FitTableModel</name>
    <message>
        <source>compute</source>
        <translation>演算</translation>
    </message>
    <message>
        <source>memory bandwidth</source>
        <translation>メモリ帯域幅</translation>
    </message>
    <message>
        <source>computing...</source>
        <translation>計算中...</translation>
    </message>
    <message>
        <source>no number fits</source>
        <translation>収まるチップ数なし</translation>
    </message>
    <message>
        <source>no degree fits</source>
        <translation>適合する並列度なし</translation>
    </message>
    <message>
        <source>no offer or price</source>
        <translation>オファー・価格なし</translation>
    </message>
    <message>
        <source>no price</source>
        <translation>価格なし</translation>
    </message>
    <message>
        <source>does not fit</source>
        <translation>収まらない</translation>
    </message>
    <message>
        <source>no measured rate</source>
        <translation>実測レートなし</translation>
    </message>
    <message>
        <source>✓ fits, %1</source>
        <translation>✓ 収まる、%1</translation>
    </message>
    <message>
        <source>✗ does not fit, %1</source>
        <translation>✗ 収まらない、%1</translation>
    </message>
    <message>
        <source>%1 (PP %2)</source>
        <translation>%1 (PP %2)</translation>
    </message>
    <message>
        <source>No offer in USD for %1 and no price entered. Use &quot;Set price...&quot; to enter one.</source>
        <translation>%1 には USD 建てのオファーがなく、価格も入力されていません。「価格を設定...」で入力してください。</translation>
    </message>
    <message>
        <source>Computing the fit of every chip...</source>
        <translation>全チップの適合を計算しています...</translation>
    </message>
    <message>
        <source>Needs %1; %2 chip(s) hold %3</source>
        <translation>必要量 %1。%2 チップの容量は %3</translation>
    </message>
    <message>
        <source>USD per chip-hour × %1 chip(s) / (tokens/s × 3600) × 1e6</source>
        <translation>USD/チップ時間 × %1 チップ / (tokens/s × 3600) × 1e6</translation>
    </message>
    <message>
        <source>Chip</source>
        <translation>チップ</translation>
    </message>
    <message>
        <source>Memory per chip</source>
        <translation>チップあたりのメモリ</translation>
    </message>
    <message>
        <source>Weights (%1)</source>
        <translation>重み（%1）</translation>
    </message>
    <message>
        <source>KV cache (%1)</source>
        <translation>KVキャッシュ（%1）</translation>
    </message>
    <message>
        <source>Headroom (%1)</source>
        <translation>ヘッドルーム（%1）</translation>
    </message>
    <message>
        <source>Total (%1)</source>
        <translation>合計（%1）</translation>
    </message>
    <message>
        <source>Chips needed, memory alone</source>
        <translation>必要チップ数（メモリのみ）</translation>
    </message>
    <message>
        <source>Tensor-parallel degree</source>
        <translation>テンソル並列度</translation>
    </message>
    <message>
        <source>Decode per seq. ≤ (tok/s)</source>
        <translation>デコード（シーケンスあたり）≤（tok/s）</translation>
    </message>
    <message>
        <source>Decode, all seqs. ≤ (tok/s)</source>
        <translation>デコード（全シーケンス）≤（tok/s）</translation>
    </message>
    <message>
        <source>Decode bound by</source>
        <translation>デコードの律速要因</translation>
    </message>
    <message>
        <source>Prefill ≤ (tok/s)</source>
        <translation>プリフィル ≤（tok/s）</translation>
    </message>
    <message>
        <source>Price (USD per chip-hour)</source>
        <translation>価格（USD/チップ時間）</translation>
    </message>
    <message>
        <source>Cost at bound (USD per 1M tokens)</source>
        <translation>上限時のコスト（USD/100 万トークン）</translation>
    </message>
    <message>
        <source>Cost at measured (USD per 1M tokens)</source>
        <translation>実測時のコスト（USD/100 万トークン）</translation>
    </message>
    <message numerus="yes">
        <source>Fits on %Ln chips, margin</source>
        <translation>
            <numerusform>%Ln チップに収まるか、余裕</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 at %2 chips, the fewest it fits on</source>
        <translation>%1 (%2 チップ、収まる最小数)</translation>
    </message>
    <message>
        <source>No offer or price for %1.</source>
        <translation>%1 のオファーも価格もありません。</translation>
    </message>
    <message>
        <source>Measured per chip (tok/s)</source>
        <translation>実測（チップあたり、tok/s）</translation>
    </message>
    <message>
        <source>Efficiency (measured / bound)</source>
        <translation>効率（実測 / 上限）</translation>
    </message>
    <message>
        <source>Cost, measured result or bound (USD per 1M tokens)</source>
        <translation>コスト、測定結果または上限（100 万トークンあたり USD）</translation>
    </message>
</context>
<context>
    <name>chipatlas::FrozenColumnView</name>
    <message>
        <source>Names</source>
        <translation>名前</translation>
    </message>
    <message>
        <source>The table&apos;s first column, which stays in place while the others scroll sideways</source>
        <translation>表の最初の列。ほかの列を横にスクロールしても動きません</translation>
    </message>
</context>
<context>
    <name>chipatlas::GeneralPreferencesPage</name>
    <message>
        <source>System default</source>
        <translation>システムの既定</translation>
    </message>
    <message>
        <source>A new language is applied the next time ChipAtlas starts.</source>
        <translation>新しい言語は次回ChipAtlasの起動時に適用されます。</translation>
    </message>
    <message>
        <source>System follows the desktop&apos;s style and colours; Light and Dark look the same on every desktop. Applied at once.</source>
        <translation>「システム」はデスクトップのスタイルと配色に従います。「ライト」と「ダーク」はどのデスクトップでも同じ見た目です。すぐに適用されます。</translation>
    </message>
    <message>
        <source>GB (10⁹ bytes)</source>
        <translation>GB（10⁹ バイト）</translation>
    </message>
    <message>
        <source>GiB (2³⁰ bytes)</source>
        <translation>GiB（2³⁰ バイト）</translation>
    </message>
    <message>
        <source>For memory in the table, the details, the compare view, the chart&apos;s tooltips and the model-fit calculator. A capacity its vendor printed in GiB stays in GiB.</source>
        <translation>表、詳細、比較ビュー、グラフのツールチップ、モデル適合計算ツールでのメモリ表示に使います。ベンダーがGiBで表記した容量はGiBのままです。</translation>
    </message>
    <message>
        <source>&amp;Language:</source>
        <translation>言語(&amp;L):</translation>
    </message>
    <message>
        <source>T&amp;heme:</source>
        <translation>テーマ(&amp;H):</translation>
    </message>
    <message>
        <source>&amp;Memory in:</source>
        <translation>メモリの単位(&amp;M):</translation>
    </message>
    <message>
        <source>The language of menus, views and messages, each named in itself; numbers keep the system&apos;s format</source>
        <translation>メニュー、ビュー、メッセージの言語（各言語はその言語自体の名前で表示）。数値の形式はシステムの設定に従います</translation>
    </message>
    <message>
        <source>Decimal gigabytes, as vendors print them, or binary gibibytes, as tools such as nvidia-smi report them</source>
        <translation>ベンダーの表記と同じ 10 進のギガバイト（GB）、または nvidia-smi などのツールの表示と同じ 2 進のギビバイト（GiB）</translation>
    </message>
</context>
<context>
    <name>chipatlas::ImportPlanModel</name>
    <message>
        <source>New (%1)</source>
        <translation>新規（%1）</translation>
    </message>
    <message>
        <source>Changed (%1)</source>
        <translation>変更あり（%1）</translation>
    </message>
    <message>
        <source>Unchanged (%1)</source>
        <translation>変更なし（%1）</translation>
    </message>
    <message>
        <source>same</source>
        <translation>同じ</translation>
    </message>
    <message>
        <source>not in the catalog</source>
        <translation>カタログになし</translation>
    </message>
    <message>
        <source>added</source>
        <translation>追加</translation>
    </message>
    <message>
        <source>skipped</source>
        <translation>スキップ</translation>
    </message>
    <message numerus="yes">
        <source>%n fields differ</source>
        <translation>
            <numerusform>%n 個のフィールドが異なります</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 of %2 taken</source>
        <translation>%2 個中 %1 個を採用</translation>
    </message>
    <message>
        <source>The imported value replaces the local one.</source>
        <translation>インポートした値でローカルの値を置き換えます。</translation>
    </message>
    <message>
        <source>The local value stays.</source>
        <translation>ローカルの値を維持します。</translation>
    </message>
    <message>
        <source>Vendor</source>
        <translation>ベンダー</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>名前</translation>
    </message>
    <message>
        <source>Family / generation</source>
        <translation>ファミリー / 世代</translation>
    </message>
    <message>
        <source>Kind</source>
        <translation>種類</translation>
    </message>
    <message>
        <source>Sparsity note</source>
        <translation>スパース性の注記</translation>
    </message>
    <message>
        <source>Sources</source>
        <translation>出典</translation>
    </message>
    <message>
        <source>Notes</source>
        <translation>注記</translation>
    </message>
    <message>
        <source>(empty)</source>
        <translation>（空）</translation>
    </message>
    <message>
        <source>no source</source>
        <translation>出典なし</translation>
    </message>
    <message>
        <source>source %1</source>
        <translation>出典 %1</translation>
    </message>
    <message>
        <source>no note</source>
        <translation>注記なし</translation>
    </message>
    <message>
        <source>note: %1</source>
        <translation>注記: %1</translation>
    </message>
    <message>
        <source>may be sparse</source>
        <translation>疎の可能性あり</translation>
    </message>
    <message>
        <source>dense</source>
        <translation>密</translation>
    </message>
    <message>
        <source>Chip / field</source>
        <translation>チップ / フィールド</translation>
    </message>
    <message>
        <source>Local</source>
        <translation>ローカル</translation>
    </message>
    <message>
        <source>Imported</source>
        <translation>インポート</translation>
    </message>
</context>
<context>
    <name>chipatlas::ImportPreviewDialog</name>
    <message>
        <source>Take all imported</source>
        <translation>すべてインポート側を採用</translation>
    </message>
    <message>
        <source>Keep all local</source>
        <translation>すべてローカルを維持</translation>
    </message>
    <message>
        <source>Take imported for selected chips</source>
        <translation>選択したチップにインポート側を採用</translation>
    </message>
    <message>
        <source>Keep local for selected chips</source>
        <translation>選択したチップでローカルを維持</translation>
    </message>
    <message>
        <source>Import %1</source>
        <translation>%1 をインポート</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>Checked new chips are added. A checked field takes the imported value; an unchecked one keeps the local value. Nothing is saved until you click Import, and Undo takes it back.</source>
        <translation>チェックした新規チップが追加されます。チェックしたフィールドはインポートした値になり、チェックしていないフィールドはローカルの値を維持します。「インポート」をクリックするまで何も保存されず、「元に戻す」で取り消せます。</translation>
    </message>
    <message>
        <source>Import</source>
        <translation>インポート</translation>
    </message>
    <message>
        <source>Copy Catalog from %1 to %2</source>
        <translation>%1 から %2 へカタログをコピー</translation>
    </message>
    <message>
        <source>Also copied: LLM models: %1 new, %2 changed, %3 unchanged; prices: %4 new, %5 changed, %6 unchanged.</source>
        <translation>同時にコピーされるもの：LLM モデル（新規 %1、変更 %2、変更なし %3）、価格（新規 %4、変更 %5、変更なし %6）。</translation>
    </message>
    <message>
        <source>Checked new chips are copied. A checked field takes the value of %1; an unchecked one keeps the value of %2. Nothing is written until you click Copy.</source>
        <translation>チェックした新規チップがコピーされます。チェックしたフィールドは %1 の値になり、チェックしていないフィールドは %2 の値を維持します。「コピー」をクリックするまで何も書き込まれません。</translation>
    </message>
    <message numerus="yes">
        <source>%n fields</source>
        <translation>
            <numerusform>%n フィールド</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 new, %2 changed (%3), %4 unchanged</source>
        <translation>新規 %1、変更 %2（%3）、変更なし %4</translation>
    </message>
    <message>
        <source>%1 new and %2 changed chips</source>
        <translation>新規 %1 個と変更 %2 個のチップ</translation>
    </message>
    <message>
        <source>Copy %1 into this catalog</source>
        <translation>%1 をこのカタログにコピー</translation>
    </message>
    <message>
        <source>Copy %1 to %2</source>
        <translation>%1 を %2 にコピー</translation>
    </message>
    <message>
        <source>With these choices the copy changes nothing.</source>
        <translation>この選択内容では、コピーしても何も変わりません。</translation>
    </message>
    <message>
        <source>The copy is one step that Undo takes back.</source>
        <translation>コピーは 1 つの操作として「元に戻す」で取り消せます。</translation>
    </message>
    <message>
        <source>This writes to %1 in one transaction and cannot be undone from here.</source>
        <translation>%1 に 1 つのトランザクションで書き込みます。ここから元に戻すことはできません。</translation>
    </message>
    <message>
        <source>With these choices the import changes nothing.</source>
        <translation>この選択内容では、インポートしても何も変わりません。</translation>
    </message>
    <message>
        <source>Import adds %1 and changes %2 (%3).</source>
        <translation>インポートにより %1 が追加され、%2 が変更されます（%3）。</translation>
    </message>
    <message numerus="yes">
        <source>%Ln new chips</source>
        <translation>
            <numerusform>新規チップ %Ln 個</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln chips</source>
        <translation>
            <numerusform>チップ %Ln 個</numerusform>
        </translation>
    </message>
    <message>
        <source>Chips</source>
        <translation>チップ</translation>
    </message>
    <message>
        <source>The file&apos;s chips in three groups, new, changed and unchanged; under a changed chip, each field that differs with its local and its imported value</source>
        <translation>ファイル内のチップを新規、変更、変更なしの 3 つのグループに分けて表示します。変更されたチップの下には、値の異なる各フィールドがローカルの値とインポートする値とともに表示されます</translation>
    </message>
    <message>
        <source>Check every changed field: each takes the imported value</source>
        <translation>変更されたすべてのフィールドにチェックを付けます。各フィールドはインポートした値になります</translation>
    </message>
    <message>
        <source>Uncheck every changed field: each keeps the local value</source>
        <translation>変更されたすべてのフィールドのチェックを外します。各フィールドはローカルの値を維持します</translation>
    </message>
    <message>
        <source>Check the changed fields of the selected chips</source>
        <translation>選択したチップの変更されたフィールドにチェックを付けます</translation>
    </message>
    <message>
        <source>Uncheck the changed fields of the selected chips</source>
        <translation>選択したチップの変更されたフィールドのチェックを外します</translation>
    </message>
    <message>
        <source>Kept as the catalog has them (the vendor&apos;s figures, your edits, and figures the vendor does not publish), with Epoch&apos;s value:</source>
        <translation>カタログのまま保持(ベンダーの値、あなたの編集、ベンダー非公表の値)と Epoch の値:</translation>
    </message>
    <message>
        <source>Kept figures</source>
        <translation>保持した値</translation>
    </message>
</context>
<context>
    <name>chipatlas::ImportWriter</name>
    <message>
        <source>%1, %2 changed, %3 unchanged</source>
        <translation>%1、変更 %2、変更なし %3</translation>
    </message>
    <message>
        <source>Import %1</source>
        <translation>%1 をインポート</translation>
    </message>
    <message>
        <source>Import %1? %2.</source>
        <translation>%1 をインポートしますか？ %2。</translation>
    </message>
    <message>
        <source>new: %1</source>
        <translation>新規: %1</translation>
    </message>
    <message>
        <source>changed: %1</source>
        <translation>変更: %1</translation>
    </message>
    <message>
        <source>left out: %1</source>
        <translation>対象外: %1</translation>
    </message>
    <message>
        <source>One Undo takes the whole import back.</source>
        <translation>「元に戻す」を 1 回実行すると、インポート全体が取り消されます。</translation>
    </message>
    <message>
        <source>%1 changes nothing: %2.</source>
        <translation>%1 では何も変更されません：%2。</translation>
    </message>
    <message>
        <source>import %1</source>
        <translation>%1 をインポート</translation>
    </message>
    <message>
        <source>Could not import %1; nothing was changed.</source>
        <translation>%1 をインポートできませんでした。何も変更されていません。</translation>
    </message>
    <message>
        <source>Imported %1: %2.</source>
        <translation>%1 をインポートしました：%2。</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>Import Failed</source>
        <translation>インポートに失敗しました</translation>
    </message>
</context>
<context>
    <name>chipatlas::MainWindow</name>
    <message>
        <source>Details</source>
        <translation>詳細</translation>
    </message>
    <message>
        <source>Compare</source>
        <translation>比較</translation>
    </message>
    <message>
        <source>Chart</source>
        <translation>グラフ</translation>
    </message>
    <message>
        <source>The catalog this window shows</source>
        <translation>このウィンドウに表示しているカタログ</translation>
    </message>
    <message>
        <source>ChipAtlas quits once the waiting edits are saved.</source>
        <translation>保留中の変更が保存されると、ChipAtlas は終了します。</translation>
    </message>
    <message>
        <source>The team server %1 can be reached again.</source>
        <translation>チームサーバー %1 に再び接続できるようになりました。</translation>
    </message>
    <message numerus="yes">
        <source>The team server %1 is back; %n waiting edits were saved.</source>
        <translation>
            <numerusform>チームサーバー %1 が復旧しました。保留中の %n 件の変更を保存しました。</numerusform>
        </translation>
    </message>
    <message>
        <source>Loading chips...</source>
        <translation>チップを読み込んでいます...</translation>
    </message>
    <message>
        <source>%1 of %2 systems</source>
        <translation>%2 台中 %1 台のシステム</translation>
    </message>
    <message>
        <source>Loading chips: %L1 of %L2 shown</source>
        <translation>チップを読み込んでいます：%L2 個中 %L1 個を表示</translation>
    </message>
    <message>
        <source>%1 of %2 chips</source>
        <translation>%2 個中 %1 個のチップ</translation>
    </message>
    <message>
        <source>Could not read the chips</source>
        <translation>チップを読み込めませんでした</translation>
    </message>
    <message>
        <source>Could not read the chips of the catalog.</source>
        <translation>カタログのチップを読み込めませんでした。</translation>
    </message>
    <message>
        <source>&amp;File</source>
        <translation>ファイル(&amp;F)</translation>
    </message>
    <message>
        <source>&amp;Reload catalog</source>
        <translation>カタログを再読み込み(&amp;R)</translation>
    </message>
    <message>
        <source>Catalog &amp;Settings...</source>
        <translation>カタログ設定(&amp;S)...</translation>
    </message>
    <message>
        <source>Choose the catalog: a file on this computer or a team server</source>
        <translation>カタログを選択します（このコンピューター上のファイル、またはチームサーバー）</translation>
    </message>
    <message>
        <source>&amp;Import...</source>
        <translation>インポート(&amp;I)...</translation>
    </message>
    <message>
        <source>Export &amp;catalog...</source>
        <translation>カタログをエクスポート(&amp;C)...</translation>
    </message>
    <message>
        <source>Export &amp;table...</source>
        <translation>表をエクスポート(&amp;T)...</translation>
    </message>
    <message>
        <source>Export s&amp;ystems...</source>
        <translation>システムをエクスポート(&amp;Y)...</translation>
    </message>
    <message>
        <source>Export off&amp;ers...</source>
        <translation>オファーをエクスポート(&amp;E)...</translation>
    </message>
    <message>
        <source>Copy Catalog T&amp;o...</source>
        <translation>カタログを他へコピー(&amp;O)...</translation>
    </message>
    <message>
        <source>Copy this catalog&apos;s chips, models and prices to another catalog file or a team server, after a preview</source>
        <translation>プレビューを確認したうえで、このカタログのチップ、モデル、価格を別のカタログファイルまたはチームサーバーにコピーします</translation>
    </message>
    <message>
        <source>Copy Catalog &amp;From...</source>
        <translation>他からカタログをコピー(&amp;F)...</translation>
    </message>
    <message>
        <source>Copy the chips, models and prices of another catalog file or a team server into this catalog, after a preview</source>
        <translation>プレビューを確認したうえで、別のカタログファイルまたはチームサーバーのチップ、モデル、価格をこのカタログにコピーします</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>終了(&amp;Q)</translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation>編集(&amp;E)</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>表示(&amp;V)</translation>
    </message>
    <message>
        <source>&amp;Columns...</source>
        <translation>列(&amp;C)...</translation>
    </message>
    <message>
        <source>&amp;Reset columns</source>
        <translation>列をリセット(&amp;R)</translation>
    </message>
    <message>
        <source>&amp;Focus filter</source>
        <translation>フィルターにフォーカス(&amp;F)</translation>
    </message>
    <message>
        <source>C&amp;hart</source>
        <translation>グラフ(&amp;H)</translation>
    </message>
    <message>
        <source>Plot two figures of the chips the table shows</source>
        <translation>表に表示中のチップの 2 つの数値をプロットします</translation>
    </message>
    <message>
        <source>Perf/W &amp;precision</source>
        <translation>ワットあたり性能の精度(&amp;P)</translation>
    </message>
    <message>
        <source>&amp;Chip</source>
        <translation>チップ(&amp;C)</translation>
    </message>
    <message>
        <source>&amp;Compare</source>
        <translation>比較(&amp;C)</translation>
    </message>
    <message>
        <source>Show c&amp;omparison</source>
        <translation>比較を表示(&amp;O)</translation>
    </message>
    <message>
        <source>C&amp;lear comparison</source>
        <translation>比較をクリア(&amp;L)</translation>
    </message>
    <message>
        <source>S&amp;ystems</source>
        <translation>システム(&amp;Y)</translation>
    </message>
    <message>
        <source>&amp;Models</source>
        <translation>モデル(&amp;M)</translation>
    </message>
    <message>
        <source>&amp;Tools</source>
        <translation>ツール(&amp;T)</translation>
    </message>
    <message>
        <source>&amp;Model fit...</source>
        <translation>モデル適合(&amp;M)...</translation>
    </message>
    <message>
        <source>Which language models fit on which chip, at which precision and context</source>
        <translation>どの言語モデルがどのチップに、どの精度とコンテキスト長で収まるかを調べます</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>ヘルプ(&amp;H)</translation>
    </message>
    <message>
        <source>&amp;About ChipAtlas</source>
        <translation>ChipAtlas について(&amp;A)</translation>
    </message>
    <message>
        <source>About &amp;Qt</source>
        <translation>Qt について(&amp;Q)</translation>
    </message>
    <message>
        <source>The filters were cleared to show %1.</source>
        <translation>%1 を表示するためにフィルターを解除しました。</translation>
    </message>
    <message>
        <source>Write the chips the table shows to a CSV or JSON file</source>
        <translation>表に表示されているチップを CSV または JSON ファイルに書き出します</translation>
    </message>
    <message>
        <source>&amp;Quick search...</source>
        <translation>クイック検索(&amp;Q)...</translation>
    </message>
    <message>
        <source>Go to any chip, system or model by name, vendor or id, or add it to the comparison</source>
        <translation>名前、ベンダー、ID で任意のチップ、システム、モデルに移動するか、比較に追加します</translation>
    </message>
    <message>
        <source>&amp;User Guide</source>
        <translation>ユーザーガイド(&amp;U)</translation>
    </message>
    <message>
        <source>How to use ChipAtlas: the guide that ships with it</source>
        <translation>ChipAtlas の使い方: 同梱のユーザーガイド</translation>
    </message>
    <message>
        <source>&amp;Preferences...</source>
        <translation>環境設定(&amp;P)...</translation>
    </message>
    <message>
        <source>Language, theme, memory units, efficiency precision, calculator defaults and the offer costs use</source>
        <translation>言語、テーマ、メモリの単位、効率の精度、計算ツールの既定値、コストに使うオファー</translation>
    </message>
    <message>
        <source>Every figure of the selected chip or system, with its source</source>
        <translation>選択したチップまたはシステムのすべての数値とその出典</translation>
    </message>
    <message>
        <source>Two to four chips or systems side by side (Ctrl+Shift+C adds the selected one)</source>
        <translation>2～4 個のチップまたはシステムを並べて表示（Ctrl+Shift+C で選択中のものを追加）</translation>
    </message>
    <message>
        <source>Two figures of every chip against each other (Ctrl+Shift+H)</source>
        <translation>全チップの 2 つの数値を対比したグラフ（Ctrl+Shift+H）</translation>
    </message>
    <message>
        <source>Add the selected chip or system to the comparison</source>
        <translation>選択したチップまたはシステムを比較に追加します</translation>
    </message>
    <message>
        <source>Add or update chips, systems, offers or measured results from a CSV or JSON file, after a preview</source>
        <translation>CSV または JSON ファイルからチップ、システム、オファー、測定結果を追加・更新します（プレビューの後）</translation>
    </message>
    <message>
        <source>Import &amp;MLPerf results...</source>
        <translation>&amp;MLPerf の結果をインポート...</translation>
    </message>
    <message>
        <source>Add the LLM results of a folder of MLCommons&apos; published MLPerf Inference results as audited results, after a preview</source>
        <translation>MLCommons が公開した MLPerf Inference の結果フォルダにある LLM の結果を、監査済みの結果として追加します（プレビューの後）</translation>
    </message>
    <message>
        <source>%1 of %2 results</source>
        <translation>%2 件中 %1 件の結果</translation>
    </message>
    <message>
        <source>&amp;Results</source>
        <translation>結果(&amp;R)</translation>
    </message>
    <message>
        <source>Export resu&amp;lts...</source>
        <translation>結果をエクスポート(&amp;L)...</translation>
    </message>
    <message>
        <source>&amp;Own or rent...</source>
        <translation>購入かレンタルか(&amp;O)...</translation>
    </message>
    <message>
        <source>What owning the selected chip or system costs per hour against renting it, and whether a facility can power it</source>
        <translation>選択したチップまたはシステムを所有した場合の 1 時間あたりのコストをレンタルと比較し、施設が電力を供給できるかを確認</translation>
    </message>
    <message>
        <source>What changed</source>
        <translation>変更点</translation>
    </message>
    <message>
        <source>Saved snapshots of the catalog, and what changed between them or since (Ctrl+Shift+W)</source>
        <translation>カタログの保存済みスナップショットと、その間またはその後の変更点（Ctrl+Shift+W）</translation>
    </message>
    <message>
        <source>Take s&amp;napshot...</source>
        <translation>スナップショットを撮る(&amp;N)...</translation>
    </message>
    <message>
        <source>Record every entry of the catalog as it is now, to see later what changed</source>
        <translation>カタログのすべての項目を現在の状態で記録し、後で変更点を確認できるようにします</translation>
    </message>
    <message>
        <source>&amp;What changed</source>
        <translation>変更点(&amp;W)</translation>
    </message>
    <message>
        <source>The catalog&apos;s saved snapshots, and what changed between them or since</source>
        <translation>カタログの保存済みスナップショットと、その間またはその後の変更点</translation>
    </message>
    <message>
        <source>Price &amp;history...</source>
        <translation>価格履歴(&amp;H)...</translation>
    </message>
    <message>
        <source>The prices of the selected chip or system over time, from every offer that rents it</source>
        <translation>選択したチップまたはシステムの価格の推移（それを貸すすべてのオファーから）</translation>
    </message>
    <message>
        <source>Save before showing %1?</source>
        <translation>%1 を表示する前に保存しますか?</translation>
    </message>
    <message>
        <source>Save before ChipAtlas quits?</source>
        <translation>ChipAtlas を終了する前に保存しますか?</translation>
    </message>
</context>
<context>
    <name>chipatlas::ModelEditDialog</name>
    <message>
        <source>New LLM Model</source>
        <translation>新しい LLM モデル</translation>
    </message>
    <message>
        <source>Edit %1</source>
        <translation>%1 を編集</translation>
    </message>
    <message>
        <source>not given</source>
        <translation>指定なし</translation>
    </message>
    <message>
        <source>yes</source>
        <translation>はい</translation>
    </message>
    <message>
        <source>no</source>
        <translation>いいえ</translation>
    </message>
    <message>
        <source>One per line</source>
        <translation>1 行に 1 つ</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a whole number</source>
        <translation>「%1」は整数ではありません</translation>
    </message>
    <message>
        <source>The model&apos;s id in the catalog: lowercase letters, digits, &apos;.&apos;, &apos;-&apos; and &apos;_&apos;; it cannot change once stored</source>
        <translation>カタログ内でのモデルの ID: 英小文字、数字、「.」「-」「_」。保存後は変更できません</translation>
    </message>
    <message>
        <source>The model&apos;s name as its makers write it</source>
        <translation>開発元による表記どおりのモデル名</translation>
    </message>
    <message>
        <source>The family it belongs to, e.g. Llama 3.1</source>
        <translation>モデルが属するファミリー（例: Llama 3.1）</translation>
    </message>
    <message>
        <source>Parameters in billions, all experts and embeddings counted (tied embeddings once)</source>
        <translation>パラメータ数（10 億単位）。すべてのエキスパートと埋め込みを含みます（入力と出力で共有する埋め込みは 1 回だけ計上）</translation>
    </message>
    <message>
        <source>Parameters in billions one token uses: the shared weights, the routed and shared experts it takes; the total for a dense model</source>
        <translation>1 トークンが使用するパラメータ数（10 億単位）: 共有の重みと、そのトークンが通るルーティング対象エキスパートおよび共有エキスパート。Dense モデルでは総パラメータ数と同じ</translation>
    </message>
    <message>
        <source>Transformer layers (num_hidden_layers in config.json)</source>
        <translation>Transformer のレイヤー数（config.json の num_hidden_layers）</translation>
    </message>
    <message>
        <source>Width of the hidden state (hidden_size in config.json)</source>
        <translation>隠れ状態の次元数（config.json の hidden_size）</translation>
    </message>
    <message>
        <source>Query heads per layer</source>
        <translation>レイヤーあたりのクエリヘッド数</translation>
    </message>
    <message>
        <source>Key and value heads per layer (fewer than the query heads with grouped-query attention)</source>
        <translation>レイヤーあたりのキーと値のヘッド数（Grouped-Query Attention ではクエリヘッド数より少ない）</translation>
    </message>
    <message>
        <source>Width of one attention head</source>
        <translation>1 つのアテンションヘッドの次元数</translation>
    </message>
    <message>
        <source>MHA, GQA, MQA or MLA, and whether a sliding window applies to every layer or to alternating ones</source>
        <translation>MHA、GQA、MQA、MLA のいずれかと、スライディングウィンドウをすべてのレイヤーに適用するか 1 レイヤーおきに適用するか</translation>
    </message>
    <message>
        <source>MLA only: width of the compressed latent the KV cache keeps per layer</source>
        <translation>MLA のみ: KVキャッシュがレイヤーごとに保持する、圧縮された潜在表現の次元数</translation>
    </message>
    <message>
        <source>MLA only: width of the rotary key cached beside the latent</source>
        <translation>MLA のみ: 潜在表現とともにキャッシュされる RoPE キーの次元数</translation>
    </message>
    <message>
        <source>Tokens a sliding-window layer attends to, from config.json; empty without one</source>
        <translation>スライディングウィンドウのレイヤーが参照するトークン数（config.json の値）。スライディングウィンドウがない場合は空欄</translation>
    </message>
    <message>
        <source>The longest context the model card supports, in tokens</source>
        <translation>モデルカードでサポートされている最大コンテキスト長（トークン数）</translation>
    </message>
    <message>
        <source>Tokens in the vocabulary</source>
        <translation>語彙のトークン数</translation>
    </message>
    <message>
        <source>The precision the makers publish the weights in, e.g. bf16</source>
        <translation>開発元が重みを公開している精度（例: bf16）</translation>
    </message>
    <message>
        <source>The licence the weights are published under</source>
        <translation>重みが公開されているライセンス</translation>
    </message>
    <message>
        <source>The config.json and model card the figures come from, one address per line</source>
        <translation>数値の出典である config.json とモデルカード（1 行に 1 つのアドレス）</translation>
    </message>
    <message>
        <source>How figures were read or computed</source>
        <translation>数値の読み取り方法または計算方法</translation>
    </message>
    <message>
        <source>The parameter count as the model card states it, for comparison with the computed one</source>
        <translation>モデルカードに記載されているパラメータ数（計算値との比較用）</translation>
    </message>
    <message>
        <source>The Hugging Face repository, e.g. meta-llama/Llama-3.1-8B</source>
        <translation>Hugging Face のリポジトリ（例: meta-llama/Llama-3.1-8B）</translation>
    </message>
    <message>
        <source>max_position_embeddings as config.json gives it; may differ from the supported context</source>
        <translation>config.json に記載されている max_position_embeddings。サポートされるコンテキスト長と異なる場合があります</translation>
    </message>
    <message>
        <source>Width of the dense feed-forward layers</source>
        <translation>Dense なフィードフォワードレイヤーの次元数</translation>
    </message>
    <message>
        <source>Width of one expert&apos;s feed-forward layer</source>
        <translation>1 つのエキスパートのフィードフォワードレイヤーの次元数</translation>
    </message>
    <message>
        <source>Routed experts per mixture-of-experts layer</source>
        <translation>MoE（Mixture of Experts）レイヤーあたりのルーティング対象エキスパート数</translation>
    </message>
    <message>
        <source>Routed experts each token goes through</source>
        <translation>各トークンが通るルーティング対象エキスパートの数</translation>
    </message>
    <message>
        <source>Experts every token goes through</source>
        <translation>すべてのトークンが通るエキスパートの数</translation>
    </message>
    <message>
        <source>Whether the output head shares the input embedding&apos;s weights</source>
        <translation>出力ヘッドが入力埋め込みの重みを共有するかどうか</translation>
    </message>
    <message>
        <source>Parameters of the input embedding, in billions</source>
        <translation>入力埋め込みのパラメータ数（10 億単位）</translation>
    </message>
    <message>
        <source>Active parameters without the input embedding, in billions: what one decoding step reads</source>
        <translation>入力埋め込みを除くアクティブパラメータ数（10 億単位）。1 回のデコードステップで読み込む量です</translation>
    </message>
    <message>
        <source>KV cache bytes per token over all layers at 16 bits (MLA: the latent), every layer keeping every token</source>
        <translation>16 ビットでの、全レイヤー合計のトークンあたり KVキャッシュのバイト数（MLA では潜在表現）。すべてのレイヤーがすべてのトークンを保持する場合の値</translation>
    </message>
    <message>
        <source>KV cache in GiB at the longest context, one sequence, 16 bits, sliding windows honoured</source>
        <translation>最大コンテキスト長、1 シーケンス、16 ビットでの KVキャッシュ（GiB）。スライディングウィンドウを考慮した値</translation>
    </message>
</context>
<context>
    <name>chipatlas::NotPlottedDialog</name>
    <message>
        <source>Chips not plotted</source>
        <translation>プロットされていないチップ</translation>
    </message>
    <message>
        <source>Search the chips not plotted</source>
        <translation>プロットされていないチップを検索</translation>
    </message>
    <message>
        <source>%1 of %2 chips</source>
        <translation>%2 個中 %1 個のチップ</translation>
    </message>
</context>
<context>
    <name>chipatlas::OfferEditDialog</name>
    <message>
        <source>The source shows no date</source>
        <translation>出典に日付の記載なし</translation>
    </message>
    <message>
        <source>Add Offer for %1</source>
        <translation>%1 のオファーを追加</translation>
    </message>
    <message>
        <source>Record Price of %1 %2</source>
        <translation>%1 %2 の価格を記録</translation>
    </message>
    <message>
        <source>e.g. AWS, Lambda</source>
        <translation>例: AWS、Lambda</translation>
    </message>
    <message>
        <source>e.g. us-east-1; empty when the source names none</source>
        <translation>例: us-east-1（出典に記載がない場合は空欄）</translation>
    </message>
    <message>
        <source>e.g. p5.48xlarge</source>
        <translation>例: p5.48xlarge</translation>
    </message>
    <message>
        <source>e.g. 1-year term; Capacity Block</source>
        <translation>例: 1 年契約、Capacity Block</translation>
    </message>
    <message>
        <source>for the whole instance, per hour</source>
        <translation>インスタンス全体、1 時間あたり</translation>
    </message>
    <message>
        <source>how the source dates the price, when it shows no date</source>
        <translation>出典に日付がない場合に、価格の時期をどう判断したか</translation>
    </message>
    <message>
        <source>https://... or &quot;quote from our reseller, ref 1234&quot;</source>
        <translation>https://... または「販売代理店からの見積もり、参照番号 1234」</translation>
    </message>
    <message>
        <source>For:</source>
        <translation>対象:</translation>
    </message>
    <message>
        <source>&amp;Provider:</source>
        <translation>プロバイダー(&amp;P):</translation>
    </message>
    <message>
        <source>&amp;Region:</source>
        <translation>リージョン(&amp;R):</translation>
    </message>
    <message>
        <source>&amp;Instance:</source>
        <translation>インスタンス(&amp;I):</translation>
    </message>
    <message>
        <source>Pri&amp;cing:</source>
        <translation>料金体系(&amp;C):</translation>
    </message>
    <message>
        <source>Pricing &amp;note:</source>
        <translation>料金の注記(&amp;N):</translation>
    </message>
    <message>
        <source>C&amp;hips per instance:</source>
        <translation>インスタンスあたりのチップ数(&amp;H):</translation>
    </message>
    <message>
        <source>Notes:</source>
        <translation>注記:</translation>
    </message>
    <message>
        <source>Offer id:</source>
        <translation>オファー ID:</translation>
    </message>
    <message>
        <source>Price</source>
        <translation>価格</translation>
    </message>
    <message>
        <source>New price</source>
        <translation>新しい価格</translation>
    </message>
    <message>
        <source>Price per instance &amp;hour:</source>
        <translation>インスタンス時間あたりの価格(&amp;H):</translation>
    </message>
    <message>
        <source>C&amp;urrency:</source>
        <translation>通貨(&amp;U):</translation>
    </message>
    <message>
        <source>&amp;Seen on:</source>
        <translation>確認日(&amp;S):</translation>
    </message>
    <message>
        <source>How &amp;dated:</source>
        <translation>日付の根拠(&amp;D):</translation>
    </message>
    <message>
        <source>S&amp;ource:</source>
        <translation>出典(&amp;O):</translation>
    </message>
    <message>
        <source>Per instance-h</source>
        <translation>インスタンス時間あたり</translation>
    </message>
    <message>
        <source>Per chip-h</source>
        <translation>チップ時間あたり</translation>
    </message>
    <message>
        <source>Seen</source>
        <translation>確認日</translation>
    </message>
    <message>
        <source>By</source>
        <translation>登録元</translation>
    </message>
    <message>
        <source>Price history (kept; the new price is added):</source>
        <translation>価格履歴（保持され、新しい価格が追加されます）:</translation>
    </message>
    <message>
        <source>your quote</source>
        <translation>自分の見積もり</translation>
    </message>
    <message>
        <source>built-in</source>
        <translation>組み込み</translation>
    </message>
    <message>
        <source>Price per instance hour (per_instance_hour): required</source>
        <translation>インスタンス時間あたりの価格（per_instance_hour）：必須</translation>
    </message>
    <message>
        <source>Price per instance hour (per_instance_hour): %1</source>
        <translation>インスタンス時間あたりの価格（per_instance_hour）：%1</translation>
    </message>
    <message>
        <source>How dated (seen_note): say how the source dates an undated price</source>
        <translation>日付の根拠（seen_note）：日付のない価格について、出典が時期をどう示しているかを入力してください</translation>
    </message>
    <message>
        <source>Price history</source>
        <translation>価格履歴</translation>
    </message>
    <message>
        <source>On-demand (by the hour, no commitment), reserved (for a term) or spot (interruptible)</source>
        <translation>オンデマンド（時間単位、契約期間なし）、リザーブド（期間契約）、スポット（中断される可能性あり）のいずれか</translation>
    </message>
    <message>
        <source>How many chips one instance has; the price per chip-hour divides by it</source>
        <translation>1 インスタンスのチップ数。チップ時間あたりの価格は、インスタンスの価格をこの数で割った値です</translation>
    </message>
    <message>
        <source>Anything else about the offer worth knowing</source>
        <translation>このオファーについて知っておくべきその他の事項</translation>
    </message>
    <message>
        <source>The ISO 4217 code of the price&apos;s currency, e.g. USD</source>
        <translation>価格の通貨の ISO 4217 コード（例: USD）</translation>
    </message>
    <message>
        <source>The day the price was seen at its source</source>
        <translation>出典で価格を確認した日</translation>
    </message>
    <message>
        <source>Check when the source gives the price without a date; say how it is dated below</source>
        <translation>出典の価格に日付がない場合にチェックします。日付の根拠を下に入力してください</translation>
    </message>
    <message>
        <source>Every price recorded for this offer, newest first: per instance-hour, per chip-hour, the day it was seen and where</source>
        <translation>このオファーについて記録されたすべての価格（新しい順）：インスタンス時間あたりの価格、チップ時間あたりの価格、確認日、確認場所</translation>
    </message>
</context>
<context>
    <name>chipatlas::OfflineBanner</name>
    <message>
        <source>Try now</source>
        <translation>今すぐ再試行</translation>
    </message>
    <message>
        <source>The team server %1 cannot be reached since %2. Showing the catalog as it was;</source>
        <translation>%2 以降、チームサーバー %1 に接続できません。最後に取得した状態のカタログを表示しています。</translation>
    </message>
    <message>
        <source>edits wait until it is back.</source>
        <translation>変更はサーバーが復旧するまで保留されます。</translation>
    </message>
    <message numerus="yes">
        <source>%n edits are waiting and will be saved when it is back.</source>
        <translation>
            <numerusform>%n 件の変更が保留中で、サーバーの復旧後に保存されます。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Next try in %n s.</source>
        <translation>
            <numerusform>%n 秒後に再試行します。</numerusform>
        </translation>
    </message>
    <message>
        <source>Trying to reach it...</source>
        <translation>接続を試みています...</translation>
    </message>
</context>
<context>
    <name>chipatlas::OwnershipAnswers</name>
    <message>
        <source>Answers</source>
        <translation>回答</translation>
    </message>
    <message>
        <source>Answer</source>
        <translation>回答</translation>
    </message>
</context>
<context>
    <name>chipatlas::OwnershipChartPanel</name>
    <message>
        <source>Export</source>
        <translation>エクスポート</translation>
    </message>
    <message>
        <source>Report as CSV…</source>
        <translation>レポートを CSV で…</translation>
    </message>
    <message>
        <source>Report as JSON…</source>
        <translation>レポートを JSON で…</translation>
    </message>
    <message>
        <source>Report as Markdown memo…</source>
        <translation>レポートを Markdown メモで…</translation>
    </message>
    <message>
        <source>Chart as PNG…</source>
        <translation>グラフを PNG で…</translation>
    </message>
    <message>
        <source>Chart as SVG…</source>
        <translation>グラフを SVG で…</translation>
    </message>
    <message>
        <source>Chart points as CSV…</source>
        <translation>グラフの点を CSV で…</translation>
    </message>
    <message>
        <source>Exported to %1</source>
        <translation>%1 にエクスポートしました</translation>
    </message>
    <message>
        <source>Could not write %1</source>
        <translation>%1 を書き込めませんでした</translation>
    </message>
    <message>
        <source>Export report</source>
        <translation>レポートのエクスポート</translation>
    </message>
    <message>
        <source>Export chart</source>
        <translation>グラフのエクスポート</translation>
    </message>
    <message>
        <source>Export report as CSV</source>
        <translation>レポートを CSV でエクスポート</translation>
    </message>
    <message>
        <source>CSV files (*.csv)</source>
        <translation>CSV ファイル (*.csv)</translation>
    </message>
    <message>
        <source>Export report as JSON</source>
        <translation>レポートを JSON でエクスポート</translation>
    </message>
    <message>
        <source>JSON files (*.json)</source>
        <translation>JSON ファイル (*.json)</translation>
    </message>
    <message>
        <source>Export report as a Markdown memo</source>
        <translation>レポートを Markdown メモでエクスポート</translation>
    </message>
    <message>
        <source>Markdown files (*.md)</source>
        <translation>Markdown ファイル (*.md)</translation>
    </message>
</context>
<context>
    <name>chipatlas::OwnershipForm</name>
    <message>
        <source>%1 (%2)</source>
        <translation>%1（%2）</translation>
    </message>
    <message>
        <source>Rent at:</source>
        <translation>レンタル先:</translation>
    </message>
    <message>
        <source>The rental offer owning is compared with; by default the cheapest on-demand offer for this hardware</source>
        <translation>購入と比較するレンタル提供。既定ではこのハードウェアで最も安いオンデマンド提供</translation>
    </message>
    <message>
        <source>Model:</source>
        <translation>モデル:</translation>
    </message>
    <message>
        <source>The language model whose tokens the cost per million tokens counts</source>
        <translation>100 万トークンあたりのコストで数えるトークンの言語モデル</translation>
    </message>
    <message>
        <source>The cheapest on-demand offer</source>
        <translation>最も安いオンデマンド提供</translation>
    </message>
    <message>
        <source>None: no cost per million tokens</source>
        <translation>なし: 100 万トークンあたりのコストなし</translation>
    </message>
    <message>
        <source>Default: %1</source>
        <translation>既定値: %1</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>required</source>
        <translation>必須</translation>
    </message>
    <message>
        <source>systems</source>
        <translation>システム</translation>
    </message>
    <message>
        <source>chips</source>
        <translation>チップ</translation>
    </message>
    <message>
        <source>chips per server</source>
        <translation>サーバーあたりのチップ</translation>
    </message>
    <message>
        <source>ISO 4217 code</source>
        <translation>ISO 4217 コード</translation>
    </message>
    <message>
        <source>%1 per system</source>
        <translation>%1／システム</translation>
    </message>
    <message>
        <source>%1 per chip</source>
        <translation>%1／チップ</translation>
    </message>
    <message>
        <source>% of the price</source>
        <translation>価格の %</translation>
    </message>
    <message>
        <source>years</source>
        <translation>年</translation>
    </message>
    <message>
        <source>W per system</source>
        <translation>W／システム</translation>
    </message>
    <message>
        <source>W per server</source>
        <translation>W／サーバー</translation>
    </message>
    <message>
        <source>x chips x TDP</source>
        <translation>× チップ数 × TDP</translation>
    </message>
    <message>
        <source>x IT power</source>
        <translation>× IT 電力</translation>
    </message>
    <message>
        <source>%1 per kWh</source>
        <translation>%1／kWh</translation>
    </message>
    <message>
        <source>%1 per kW-month</source>
        <translation>%1／kW・月</translation>
    </message>
    <message>
        <source>%1 per year</source>
        <translation>%1／年</translation>
    </message>
    <message>
        <source>% of hours</source>
        <translation>時間の %</translation>
    </message>
    <message>
        <source>kW per rack</source>
        <translation>kW／ラック</translation>
    </message>
    <message>
        <source>MW of IT power</source>
        <translation>MW の IT 電力</translation>
    </message>
</context>
<context>
    <name>chipatlas::OwnershipScenarioBar</name>
    <message>
        <source>&amp;Save</source>
        <translation>保存(&amp;S)</translation>
    </message>
    <message>
        <source>Save &amp;as...</source>
        <translation>名前を付けて保存(&amp;A)...</translation>
    </message>
    <message>
        <source>Re&amp;name...</source>
        <translation>名前を変更(&amp;N)...</translation>
    </message>
    <message>
        <source>&amp;Delete</source>
        <translation>削除(&amp;D)</translation>
    </message>
    <message>
        <source>S&amp;cenario:</source>
        <translation>シナリオ(&amp;C):</translation>
    </message>
    <message>
        <source>Scenario</source>
        <translation>シナリオ</translation>
    </message>
    <message>
        <source>The saved scenarios of this hardware first, then those of all other hardware; a scenario of other hardware shows that hardware</source>
        <translation>まずこのハードウェアの保存済みシナリオ、次に他のすべてのハードウェアのシナリオ。他のハードウェアのシナリオを選ぶとそのハードウェアを表示します</translation>
    </message>
    <message>
        <source>Save the assumptions under this scenario&apos;s name</source>
        <translation>前提をこのシナリオの名前で保存</translation>
    </message>
    <message>
        <source>Save the assumptions as a new scenario</source>
        <translation>前提を新しいシナリオとして保存</translation>
    </message>
    <message>
        <source>New for %1</source>
        <translation>%1 の新規シナリオ</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1（%2）</translation>
    </message>
    <message>
        <source>%1 (modified)</source>
        <translation>%1（変更あり）</translation>
    </message>
</context>
<context>
    <name>chipatlas::OwnershipView</name>
    <message>
        <source>Compare with</source>
        <translation>比較対象</translation>
    </message>
    <message>
        <source>Another system under the same scenario, side by side: the site and the money stay, its own price, power and offer apply</source>
        <translation>同じシナリオで別のシステムを並べて表示: 設置場所と費用の前提はそのまま、価格・電力・提供はそのシステムのものを使います</translation>
    </message>
    <message>
        <source>Compare &amp;with:</source>
        <translation>比較対象(&amp;W):</translation>
    </message>
    <message>
        <source>Hardware:</source>
        <translation>ハードウェア:</translation>
    </message>
    <message>
        <source>No saved scenario &quot;%1&quot;: showing the defaults.</source>
        <translation>保存済みシナリオ「%1」はありません。既定値を表示します。</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>Nothing: one system</source>
        <translation>なし: 1 システム</translation>
    </message>
    <message>
        <source>Own or rent</source>
        <translation>購入かレンタルか</translation>
    </message>
    <message>
        <source>Own or rent: %1</source>
        <translation>購入かレンタルか: %1</translation>
    </message>
    <message>
        <source>Own or rent: %1 and %2</source>
        <translation>購入かレンタルか: %1 と %2</translation>
    </message>
    <message>
        <source>save scenario %1</source>
        <translation>シナリオ %1 の保存</translation>
    </message>
    <message>
        <source>add scenario %1</source>
        <translation>シナリオ %1 の追加</translation>
    </message>
    <message>
        <source>rename scenario %1 to %2</source>
        <translation>シナリオ %1 の %2 への名前変更</translation>
    </message>
    <message>
        <source>delete scenario %1</source>
        <translation>シナリオ %1 の削除</translation>
    </message>
    <message>
        <source>Save scenario as</source>
        <translation>名前を付けてシナリオを保存</translation>
    </message>
    <message>
        <source>Name of the scenario:</source>
        <translation>シナリオの名前:</translation>
    </message>
    <message>
        <source>%1 (copy)</source>
        <translation>%1（コピー）</translation>
    </message>
    <message>
        <source>Rename scenario</source>
        <translation>シナリオの名前を変更</translation>
    </message>
    <message>
        <source>New name of the scenario:</source>
        <translation>シナリオの新しい名前:</translation>
    </message>
    <message>
        <source>Could not %1; nothing was changed.</source>
        <translation>%1 に失敗しました。何も変更されていません。</translation>
    </message>
    <message>
        <source>Saved: %1.</source>
        <translation>保存しました: %1。</translation>
    </message>
    <message>
        <source>Nothing to save: %1.</source>
        <translation>保存するものはありません: %1。</translation>
    </message>
    <message>
        <source>Save before showing &quot;%1&quot;?</source>
        <translation>「%1」を表示する前に保存しますか?</translation>
    </message>
    <message>
        <source>Save before showing a new scenario for %1?</source>
        <translation>%1 の新規シナリオを表示する前に保存しますか?</translation>
    </message>
    <message>
        <source>The new scenario for %1 is not saved.</source>
        <translation>%1 の新規シナリオは保存されていません。</translation>
    </message>
    <message>
        <source>The scenario &quot;%1&quot; has changes that are not saved.</source>
        <translation>シナリオ「%1」には保存されていない変更があります。</translation>
    </message>
    <message>
        <source>Save before closing?</source>
        <translation>閉じる前に保存しますか?</translation>
    </message>
</context>
<context>
    <name>chipatlas::PasswordDialog</name>
    <message>
        <source>Team Catalog Password</source>
        <translation>チームカタログのパスワード</translation>
    </message>
    <message>
        <source>&lt;b&gt;Password of %1 for the team catalog %2&lt;/b&gt;</source>
        <translation>&lt;b&gt;チームカタログ %2 のユーザー %1 のパスワード&lt;/b&gt;</translation>
    </message>
    <message>
        <source>&amp;Password:</source>
        <translation>パスワード(&amp;P):</translation>
    </message>
    <message>
        <source>&amp;Connect</source>
        <translation>接続(&amp;C)</translation>
    </message>
    <message>
        <source>Your password on the team server, for this connection; it is not stored</source>
        <translation>この接続で使う、チームサーバーでのパスワード。保存されません</translation>
    </message>
</context>
<context>
    <name>chipatlas::PasswordStore</name>
    <message>
        <source>Access to the keychain was refused.</source>
        <translation>キーチェーンへのアクセスが拒否されました。</translation>
    </message>
    <message>
        <source>No keychain is available (no Secret Service such as GNOME Keyring or KWallet is running).</source>
        <translation>使用できるキーチェーンがありません（GNOME Keyring や KWallet などの Secret Service が実行されていません）。</translation>
    </message>
    <message>
        <source>The keychain could not be used (it may be locked or no Secret Service is running): %1</source>
        <translation>キーチェーンを使用できませんでした（ロックされているか、Secret Service が実行されていない可能性があります）：%1</translation>
    </message>
    <message numerus="yes">
        <source>The keychain did not answer within %n second(s).</source>
        <translation>
            <numerusform>キーチェーンが %n 秒以内に応答しませんでした。</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>chipatlas::PendingQuitPrompt</name>
    <message numerus="yes">
        <source>%n edits have not been saved: the team server %1 cannot be reached.</source>
        <translation>
            <numerusform>%n 件の変更が保存されていません。チームサーバー %1 に接続できません。</numerusform>
        </translation>
    </message>
    <message>
        <source>Wait for the server to save them (the window closes once they are saved), or save them to a file that Import reads, and quit.</source>
        <translation>サーバーが保存するまで待つか（保存されるとウィンドウが閉じます）、インポートで読み込めるファイルに保存して終了してください。</translation>
    </message>
    <message numerus="yes">
        <source>%n of them cannot go into a file (deletions, reverts, models or prices) and are lost if you quit now.</source>
        <translation>
            <numerusform>そのうち %n 件はファイルに保存できない変更（削除、復元、モデル、価格）のため、今終了すると失われます。</numerusform>
        </translation>
    </message>
    <message>
        <source>Wait for the server</source>
        <translation>サーバーを待つ</translation>
    </message>
    <message>
        <source>Save to file and quit...</source>
        <translation>ファイルに保存して終了...</translation>
    </message>
    <message>
        <source>Quit anyway</source>
        <translation>このまま終了</translation>
    </message>
    <message>
        <source>Save the Waiting Edits</source>
        <translation>保留中の変更を保存</translation>
    </message>
    <message>
        <source>JSON catalog (*.json)</source>
        <translation>JSON カタログ (*.json)</translation>
    </message>
</context>
<context>
    <name>chipatlas::PreferencesDialog</name>
    <message>
        <source>Preferences</source>
        <translation>環境設定</translation>
    </message>
    <message>
        <source>&amp;General</source>
        <translation>全般(&amp;G)</translation>
    </message>
    <message>
        <source>C&amp;alculations</source>
        <translation>計算(&amp;A)</translation>
    </message>
    <message>
        <source>Ca&amp;talog</source>
        <translation>カタログ(&amp;T)</translation>
    </message>
    <message>
        <source>the team catalog %1</source>
        <translation>チームカタログ %1</translation>
    </message>
    <message>
        <source>the catalog file %1</source>
        <translation>カタログファイル %1</translation>
    </message>
    <message>
        <source>This window shows %1.
ChipAtlas opens %2 at start, unless the command line names another.</source>
        <translation>このウィンドウは%1を表示しています。
起動時には、コマンドラインで別のものを指定しない限り、ChipAtlasは%2を開きます。</translation>
    </message>
    <message>
        <source>Catalog &amp;Settings...</source>
        <translation>カタログ設定(&amp;S)...</translation>
    </message>
    <message>
        <source>Choose the catalog: a file on this computer or a team server</source>
        <translation>カタログを選択します（このコンピューター上のファイル、またはチームサーバー）</translation>
    </message>
    <message>
        <source>Language, theme and memory units</source>
        <translation>言語、テーマ、メモリの単位</translation>
    </message>
    <message>
        <source>Defaults of the calculations: precision, headroom, memory budget, offer and currency</source>
        <translation>計算の既定値：精度、ヘッドルーム、メモリ予算、オファー、通貨</translation>
    </message>
    <message>
        <source>Where the catalog is kept: this computer or a team server</source>
        <translation>カタログの保存場所：このコンピューターまたはチームサーバー</translation>
    </message>
</context>
<context>
    <name>chipatlas::PriceEditDialog</name>
    <message>
        <source>Price of %1</source>
        <translation>%1 の価格</translation>
    </message>
    <message>
        <source>e.g. %1</source>
        <translation>例: %1</translation>
    </message>
    <message>
        <source>URL or e.g. &quot;AWS on-demand, us-east-1&quot;</source>
        <translation>URL、または例:「AWS オンデマンド、us-east-1」</translation>
    </message>
    <message>
        <source>What one %1 costs you per hour: a cloud quote, a negotiated rate or an amortised purchase. ChipAtlas ships no prices.</source>
        <translation>%1 1 個あたりの 1 時間のコスト：クラウドの見積もり、交渉済みの料金、または購入費の償却額。ChipAtlas には価格データは含まれていません。</translation>
    </message>
    <message>
        <source>&amp;Price per chip-hour (USD):</source>
        <translation>チップ時間あたりの価格（USD）(&amp;P):</translation>
    </message>
    <message>
        <source>&amp;Date of the quote:</source>
        <translation>見積もり日(&amp;D):</translation>
    </message>
    <message>
        <source>&amp;Source:</source>
        <translation>出典(&amp;S):</translation>
    </message>
    <message>
        <source>&amp;Remove price</source>
        <translation>価格を削除(&amp;R)</translation>
    </message>
    <message>
        <source>Price per chip-hour: enter an amount in USD.</source>
        <translation>チップ時間あたりの価格：USD で金額を入力してください。</translation>
    </message>
    <message>
        <source>Price per chip-hour: &quot;%1&quot; is not a number.</source>
        <translation>チップ時間あたりの価格：「%1」は数値ではありません。</translation>
    </message>
    <message>
        <source>Price per chip-hour: must be greater than zero.</source>
        <translation>チップ時間あたりの価格：0 より大きい値を入力してください。</translation>
    </message>
    <message>
        <source>Date of the quote: enter a valid date.</source>
        <translation>見積もり日：有効な日付を入力してください。</translation>
    </message>
    <message>
        <source>Date of the quote: %1 is in the future.</source>
        <translation>見積もり日：%1 は未来の日付です。</translation>
    </message>
    <message>
        <source>Source: say where the price comes from (a URL or a short description).</source>
        <translation>出典：価格の出所（URL または簡単な説明）を入力してください。</translation>
    </message>
    <message>
        <source>The day the price was quoted; a cost shows how old its price is</source>
        <translation>見積もりの日付。コストには、その価格がどれだけ古いかが表示されます</translation>
    </message>
    <message>
        <source>Price per chip-hour: %1 is below %2, the smallest price.</source>
        <translation>チップ時間あたりの価格: %1 は最小の価格 %2 を下回っています。</translation>
    </message>
</context>
<context>
    <name>chipatlas::PriceHistoryView</name>
    <message>
        <source>Price history</source>
        <translation>価格履歴</translation>
    </message>
    <message>
        <source>Chart as PNG…</source>
        <translation>グラフを PNG で…</translation>
    </message>
    <message>
        <source>Chart as SVG…</source>
        <translation>グラフを SVG で…</translation>
    </message>
    <message>
        <source>Prices as CSV…</source>
        <translation>価格を CSV で…</translation>
    </message>
    <message>
        <source>Export</source>
        <translation>エクスポート</translation>
    </message>
    <message>
        <source>Loading the catalog...</source>
        <translation>カタログを読み込んでいます...</translation>
    </message>
    <message>
        <source>Not drawn (no date):</source>
        <translation>描画なし（日付なし）:</translation>
    </message>
    <message>
        <source>Exported to %1</source>
        <translation>%1 にエクスポートしました</translation>
    </message>
    <message>
        <source>Could not write %1</source>
        <translation>%1 に書き込めませんでした</translation>
    </message>
    <message>
        <source>Export price history</source>
        <translation>価格履歴のエクスポート</translation>
    </message>
</context>
<context>
    <name>chipatlas::QuickSearch</name>
    <message>
        <source>Go to a chip, system or model: name, vendor or id</source>
        <translation>チップ、システム、モデルに移動: 名前、ベンダー、ID</translation>
    </message>
    <message>
        <source>Searching...</source>
        <translation>検索しています...</translation>
    </message>
    <message>
        <source>chip</source>
        <comment>quick search: the kind of a row</comment>
        <translation>チップ</translation>
    </message>
    <message>
        <source>system</source>
        <comment>quick search: the kind of a row</comment>
        <translation>システム</translation>
    </message>
    <message>
        <source>model</source>
        <comment>quick search: the kind of a row</comment>
        <translation>モデル</translation>
    </message>
    <message>
        <source>No chip, system or model matches “%1”.</source>
        <translation>「%1」に一致するチップ、システム、モデルはありません。</translation>
    </message>
    <message>
        <source>Type words of a name, vendor or id. Esc: close</source>
        <translation>名前、ベンダー、ID の語を入力します。Esc: 閉じる</translation>
    </message>
    <message>
        <source>↑↓: choose. Enter: open the model-fit calculator on it. Esc: close</source>
        <translation>↑↓: 選択。Enter: このモデルでモデル適合計算ツールを開きます。Esc: 閉じる</translation>
    </message>
    <message>
        <source>↑↓: choose. Enter: show it in the table. Ctrl+Enter or Shift+Enter: add it to the comparison. Esc: close</source>
        <translation>↑↓: 選択。Enter: 表に表示します。Ctrl+Enter または Shift+Enter: 比較に追加します。Esc: 閉じる</translation>
    </message>
    <message>
        <source>Quick search</source>
        <translation>クイック検索</translation>
    </message>
    <message>
        <source>Matches</source>
        <translation>検索結果</translation>
    </message>
    <message>
        <source>The chips, systems and models that match, best first; Up and Down choose one, Enter goes to it</source>
        <translation>一致するチップ、システム、モデル（一致度の高い順）。↑ と ↓ で選択し、Enter で移動します</translation>
    </message>
</context>
<context>
    <name>chipatlas::ResultEditDialog</name>
    <message numerus="yes">
        <source>... and %n more problem(s)</source>
        <translation>
            <numerusform>... ほか %n 件の問題</numerusform>
        </translation>
    </message>
    <message>
        <source>Record My Own Run</source>
        <translation>自分の実行を記録</translation>
    </message>
    <message>
        <source>Edit Result %1</source>
        <translation>結果 %1 を編集</translation>
    </message>
    <message>
        <source>e.g. my-llama2-70b-h200-offline (lowercase letters, digits, &apos;-&apos;, &apos;.&apos;)</source>
        <translation>例: my-llama2-70b-h200-offline（小文字、数字、「-」、「.」）</translation>
    </message>
    <message>
        <source>The id of a stored result cannot change</source>
        <translation>保存済みの結果の ID は変更できません</translation>
    </message>
    <message>
        <source>&amp;ID:</source>
        <translation>ID(&amp;I):</translation>
    </message>
    <message>
        <source>What ran</source>
        <translation>何を実行したか</translation>
    </message>
    <message>
        <source>On what, and how fast</source>
        <translation>何で、どれだけ速く</translation>
    </message>
    <message>
        <source>Whose claim</source>
        <translation>誰の主張か</translation>
    </message>
    <message>
        <source>A chip figure measured</source>
        <translation>測定したチップの数値</translation>
    </message>
    <message>
        <source>(not given)</source>
        <translation>（未指定）</translation>
    </message>
    <message>
        <source>Who makes the claim: your own run, an audited benchmark (MLPerf), an independent measurement or a vendor&apos;s claim</source>
        <translation>誰の主張か: 自分の実行、監査済みベンチマーク（MLPerf）、独立した測定、ベンダーの主張</translation>
    </message>
    <message>
        <source>The chip or system it ran on</source>
        <translation>実行したチップまたはシステム</translation>
    </message>
    <message>
        <source>a catalog model, or a name</source>
        <translation>カタログのモデル、または名前</translation>
    </message>
    <message>
        <source>A model of the catalog, or type the name of one it does not have</source>
        <translation>カタログのモデル、またはカタログにないモデルの名前を入力</translation>
    </message>
    <message>
        <source>YYYY-MM-DD</source>
        <translation>YYYY-MM-DD</translation>
    </message>
    <message>
        <source>A URL, or where the numbers are written down</source>
        <translation>URL、または数値を記録した場所</translation>
    </message>
    <message>
        <source>%1 (not in the catalog)</source>
        <translation>%1（カタログにありません）</translation>
    </message>
    <message>
        <source>ID (id): &quot;%1&quot; is already used by another result.</source>
        <translation>ID (id): 「%1」はすでに別の結果で使われています。</translation>
    </message>
</context>
<context>
    <name>chipatlas::ResultEditor</name>
    <message>
        <source>&amp;Record my own run...</source>
        <translation>自分の実行を記録(&amp;R)...</translation>
    </message>
    <message>
        <source>&amp;Edit result...</source>
        <translation>結果を編集(&amp;E)...</translation>
    </message>
    <message>
        <source>&amp;Delete result</source>
        <translation>結果を削除(&amp;D)</translation>
    </message>
    <message>
        <source>Record what your own run measured: the model, the hardware, the tokens per second; it is marked as yours, not audited</source>
        <translation>自分の実行で測定した値（モデル、ハードウェア、トークン毎秒）を記録します。監査済みではなく、あなたのものとして印が付きます</translation>
    </message>
    <message>
        <source>Edit the selected measured result</source>
        <translation>選択中の測定結果を編集します</translation>
    </message>
    <message>
        <source>Delete the selected measured result; Undo brings it back</source>
        <translation>選択中の測定結果を削除します。元に戻すで復元できます</translation>
    </message>
    <message>
        <source>record result %1</source>
        <translation>結果 %1 を記録</translation>
    </message>
    <message>
        <source>Recorded your run %1, marked as yours.</source>
        <translation>実行 %1 を記録し、あなたのものとして印を付けました。</translation>
    </message>
    <message>
        <source>edit result %1</source>
        <translation>結果 %1 を編集</translation>
    </message>
    <message>
        <source>delete result %1</source>
        <translation>結果 %1 を削除</translation>
    </message>
    <message>
        <source>Deleted. Undo brings the result back.</source>
        <translation>削除しました。元に戻すで結果を復元できます。</translation>
    </message>
    <message>
        <source>Could not edit the result.</source>
        <translation>結果を編集できませんでした。</translation>
    </message>
</context>
<context>
    <name>chipatlas::ResultTableModel</name>
    <message>
        <source>%1 of the published %2</source>
        <translation>公表値 %2 の %1</translation>
    </message>
    <message>
        <source>Measured above the published figure: an error in the data or in the datasheet.</source>
        <translation>公表値を上回る測定値: データかデータシートの誤りです。</translation>
    </message>
    <message numerus="yes">
        <source>Bound: %1 tok/s on %n chip(s), %2</source>
        <translation>
            <numerusform>上限: %n チップで %1 tok/s、%2</numerusform>
        </translation>
    </message>
    <message>
        <source>above its bound</source>
        <translation>上限超過</translation>
    </message>
    <message>
        <source>Measured value: %1 %2</source>
        <translation>測定値: %1 %2</translation>
    </message>
    <message>
        <source>Tool: %1</source>
        <translation>ツール: %1</translation>
    </message>
    <message>
        <source>Size: %1</source>
        <translation>サイズ: %1</translation>
    </message>
    <message>
        <source>Checkpoint: %1</source>
        <translation>チェックポイント: %1</translation>
    </message>
    <message>
        <source>Quantization: %1</source>
        <translation>量子化: %1</translation>
    </message>
    <message>
        <source>Weights: %1, KV cache: %2</source>
        <translation>重み: %1、KV キャッシュ: %2</translation>
    </message>
    <message>
        <source>Computed: %1 tok/s over %2 chips</source>
        <translation>計算値: %1 tok/s を %2 チップで割った値</translation>
    </message>
    <message>
        <source>Published by: %1</source>
        <translation>公表者: %1</translation>
    </message>
    <message>
        <source>MLPerf result: %1 (%2 division)</source>
        <translation>MLPerf の結果: %1（%2 ディビジョン）</translation>
    </message>
    <message>
        <source>Source: %1</source>
        <translation>出典: %1</translation>
    </message>
    <message>
        <source>Model</source>
        <translation>モデル</translation>
    </message>
    <message>
        <source>Hardware</source>
        <translation>ハードウェア</translation>
    </message>
    <message>
        <source>Engine</source>
        <translation>エンジン</translation>
    </message>
    <message>
        <source>Precision</source>
        <translation>精度</translation>
    </message>
    <message>
        <source>Scenario</source>
        <translation>シナリオ</translation>
    </message>
    <message>
        <source>Total (%1)</source>
        <translation>合計 (%1)</translation>
    </message>
    <message>
        <source>Per chip (%1)</source>
        <translation>チップあたり (%1)</translation>
    </message>
    <message>
        <source>Per user (%1)</source>
        <translation>ユーザーあたり (%1)</translation>
    </message>
    <message>
        <source>Bound (%1)</source>
        <translation>上限 (%1)</translation>
    </message>
    <message>
        <source>Efficiency (%)</source>
        <translation>効率 (%)</translation>
    </message>
    <message>
        <source>Binding bound</source>
        <translation>効いている上限</translation>
    </message>
    <message>
        <source>Check</source>
        <translation>チェック</translation>
    </message>
    <message>
        <source>Date</source>
        <translation>日付</translation>
    </message>
    <message>
        <source>Whose claim</source>
        <translation>誰の主張か</translation>
    </message>
    <message>
        <source>ID</source>
        <translation>ID</translation>
    </message>
    <message>
        <source>The calculator&apos;s decode bound for the same model, hardware, count, precision, batch or concurrency and lengths: output tokens per second of all the hardware</source>
        <translation>同じモデル、ハードウェア、数、精度、バッチまたは同時実行数、長さに対する計算機のデコード上限: ハードウェア全体の出力トークン毎秒</translation>
    </message>
    <message>
        <source>Measured / bound, in percent; a chip figure measured: its fraction of the published figure</source>
        <translation>測定値 / 上限（パーセント）。チップの数値の測定では公表値に対する割合</translation>
    </message>
    <message>
        <source>Which bound binds: memory bandwidth or dense compute</source>
        <translation>どちらの上限が効いているか: メモリ帯域幅または密な演算</translation>
    </message>
    <message>
        <source>A result above its bound is an error in the data or in the formula</source>
        <translation>上限を超えた結果はデータか式の誤りです</translation>
    </message>
    <message>
        <source>how many of which chip or system</source>
        <translation>どのチップまたはシステムをいくつ</translation>
    </message>
</context>
<context>
    <name>chipatlas::ResultTableSection</name>
    <message>
        <source>Measured results</source>
        <translation>測定結果</translation>
    </message>
    <message>
        <source>The measured results the filters let through, one per row: what ran, on what, how fast, and whose claim it is; the hardware&apos;s details, with all its results, are in the details pane</source>
        <translation>フィルターを通った測定結果を 1 行に 1 件ずつ: 何を、何で、どれだけ速く、誰の主張か。ハードウェアの詳細とそのすべての結果は詳細ペインにあります</translation>
    </message>
    <message>
        <source>All claims</source>
        <translation>すべての主張</translation>
    </message>
    <message>
        <source>Show only audited benchmarks, independent measurements, vendors&apos; claims or your own runs</source>
        <translation>監査済みベンチマーク、独立した測定、ベンダーの主張、自分の実行のいずれかだけを表示します</translation>
    </message>
    <message>
        <source>&amp;Whose claim:</source>
        <translation>誰の主張か(&amp;W):</translation>
    </message>
</context>
<context>
    <name>chipatlas::ResultTransfer</name>
    <message numerus="yes">
        <source>%n new result(s)</source>
        <translation>
            <numerusform>新規の結果 %n 件</numerusform>
        </translation>
    </message>
    <message>
        <source>the catalog is still loading; import the results once it has loaded</source>
        <translation>カタログはまだ読み込み中です。読み込みが終わってから結果をインポートしてください</translation>
    </message>
    <message>
        <source>Import MLPerf Results</source>
        <translation>MLPerf の結果をインポート</translation>
    </message>
    <message>
        <source>Export Results</source>
        <translation>結果をエクスポート</translation>
    </message>
    <message>
        <source>CSV files (*.csv);;JSON files (*.json)</source>
        <translation>CSV ファイル (*.csv);;JSON ファイル (*.json)</translation>
    </message>
    <message numerus="yes">
        <source>Exporting %n result(s) to %1…</source>
        <translation>
            <numerusform>%n 件の結果を %1 にエクスポートしています…</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Exported %n result(s) to %1.</source>
        <translation>
            <numerusform>%n 件の結果を %1 にエクスポートしました。</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>chipatlas::SessionEditor</name>
    <message>
        <source>Could not %1; nothing was changed.</source>
        <translation>%1できませんでした。何も変更されていません。</translation>
    </message>
</context>
<context>
    <name>chipatlas::SnapshotListPanel</name>
    <message>
        <source>Re&amp;name...</source>
        <translation>名前を変更(&amp;N)...</translation>
    </message>
    <message>
        <source>&amp;Delete</source>
        <translation>削除(&amp;D)</translation>
    </message>
    <message>
        <source>E&amp;xport...</source>
        <translation>エクスポート(&amp;X)...</translation>
    </message>
    <message>
        <source>&amp;Import...</source>
        <translation>インポート(&amp;I)...</translation>
    </message>
    <message>
        <source>Saved snapshots</source>
        <translation>保存済みスナップショット</translation>
    </message>
    <message>
        <source>Snapshot</source>
        <translation>スナップショット</translation>
    </message>
    <message>
        <source>Taken</source>
        <translation>撮影日時</translation>
    </message>
    <message>
        <source>Reason</source>
        <translation>理由</translation>
    </message>
    <message>
        <source>Holds</source>
        <translation>内容</translation>
    </message>
    <message>
        <source>Note</source>
        <translation>メモ</translation>
    </message>
    <message>
        <source>Record every entry of the catalog as it is now, under a name (Ctrl+Shift+T)</source>
        <translation>カタログのすべての項目を現在の状態で名前を付けて記録します（Ctrl+Shift+T）</translation>
    </message>
    <message>
        <source>Write the selected snapshot to a file that another catalog can import</source>
        <translation>選択したスナップショットを、別のカタログがインポートできるファイルに書き出します</translation>
    </message>
    <message>
        <source>Keep a snapshot file in this catalog, to compare with</source>
        <translation>スナップショットファイルをこのカタログに保存し、比較に使えるようにします</translation>
    </message>
    <message numerus="yes">
        <source>%Ln chip(s)</source>
        <translation>
            <numerusform>%Ln 個のチップ</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln system(s)</source>
        <translation>
            <numerusform>%Ln 個のシステム</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln offer(s)</source>
        <translation>
            <numerusform>%Ln 件のオファー</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln model(s)</source>
        <translation>
            <numerusform>%Ln 個のモデル</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln result(s)</source>
        <translation>
            <numerusform>%Ln 件の結果</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln scenario(s)</source>
        <translation>
            <numerusform>%Ln 件のシナリオ</numerusform>
        </translation>
    </message>
    <message>
        <source>nothing</source>
        <translation>なし</translation>
    </message>
    <message>
        <source>, </source>
        <translation>、</translation>
    </message>
    <message>
        <source>Ta&amp;ke snapshot...</source>
        <translation>スナップショットを撮る(&amp;K)...</translation>
    </message>
</context>
<context>
    <name>chipatlas::SnapshotNameDialog</name>
    <message>
        <source>Take Snapshot</source>
        <translation>スナップショットを撮る</translation>
    </message>
    <message>
        <source>Rename Snapshot</source>
        <translation>スナップショットの名前を変更</translation>
    </message>
    <message>
        <source>Snapshot name</source>
        <translation>スナップショットの名前</translation>
    </message>
    <message>
        <source>A snapshot records every chip, system, offer with its prices, model, measured result and scenario of the catalog as it is now, to compare with later.</source>
        <translation>スナップショットは、カタログのすべてのチップ、システム、価格付きのオファー、モデル、測定結果、シナリオを現在の状態で記録し、後で比較できるようにします。</translation>
    </message>
    <message>
        <source>The snapshot keeps what it recorded; only its name changes.</source>
        <translation>スナップショットの記録内容はそのままで、名前だけが変わります。</translation>
    </message>
    <message>
        <source>&amp;Name:</source>
        <translation>名前(&amp;N):</translation>
    </message>
    <message>
        <source>Snapshot note</source>
        <translation>スナップショットのメモ</translation>
    </message>
    <message>
        <source>optional, e.g. before the Q3 round of quotes</source>
        <translation>任意。例: 第 3 四半期の見積もり前</translation>
    </message>
    <message>
        <source>N&amp;ote:</source>
        <translation>メモ(&amp;O):</translation>
    </message>
    <message>
        <source>Another snapshot is called %1: choose another name.</source>
        <translation>別のスナップショットの名前が %1 です。別の名前を選んでください。</translation>
    </message>
</context>
<context>
    <name>chipatlas::SystemEditDialog</name>
    <message>
        <source>The vendor&apos;s throughput totals count 2:4 sparsity</source>
        <translation>ベンダー公表のスループット合計は 2:4 スパース性を含む</translation>
    </message>
    <message>
        <source>New System</source>
        <translation>新しいシステム</translation>
    </message>
    <message>
        <source>Edit %1</source>
        <translation>%1 を編集</translation>
    </message>
    <message>
        <source>e.g. acme-x1-8gpu-board (lowercase letters, digits, &apos;-&apos;, &apos;.&apos;)</source>
        <translation>例: acme-x1-8gpu-board（英小文字、数字、&apos;-&apos;、&apos;.&apos;）</translation>
    </message>
    <message>
        <source>The id of a stored system cannot change</source>
        <translation>保存済みのシステムの ID は変更できません</translation>
    </message>
    <message>
        <source>%1 (not in the catalog)</source>
        <translation>%1（カタログにありません）</translation>
    </message>
    <message>
        <source>One URL per line</source>
        <translation>1 行に 1 つの URL</translation>
    </message>
    <message>
        <source>&amp;ID:</source>
        <translation>ID(&amp;I):</translation>
    </message>
    <message>
        <source>&amp;Vendor:</source>
        <translation>ベンダー(&amp;V):</translation>
    </message>
    <message>
        <source>&amp;Name:</source>
        <translation>名前(&amp;N):</translation>
    </message>
    <message>
        <source>C&amp;hip:</source>
        <translation>チップ(&amp;H):</translation>
    </message>
    <message>
        <source>Chip &amp;count:</source>
        <translation>チップ数(&amp;C):</translation>
    </message>
    <message>
        <source>&amp;Sources:</source>
        <translation>出典(&amp;S):</translation>
    </message>
    <message>
        <source>No&amp;tes:</source>
        <translation>注記(&amp;T):</translation>
    </message>
    <message>
        <source>Figures of the whole system</source>
        <translation>システム全体の数値</translation>
    </message>
    <message>
        <source>Figure</source>
        <translation>数値</translation>
    </message>
    <message>
        <source>Value</source>
        <translation>値</translation>
    </message>
    <message>
        <source>Status</source>
        <translation>ステータス</translation>
    </message>
    <message>
        <source>Source URL</source>
        <translation>出典 URL</translation>
    </message>
    <message>
        <source>Note</source>
        <translation>注記</translation>
    </message>
    <message>
        <source>Numbers in stored units (TFLOPS, GB, GB/s, W). The totals a system adds up to are computed from its chip; enter the vendor&apos;s own totals only as the vendor states them.</source>
        <translation>数値は保存単位（TFLOPS、GB、GB/s、W）で入力します。システムの合計値はチップから計算されます。ベンダー独自の合計値は、ベンダーが公表しているとおりにのみ入力してください。</translation>
    </message>
    <message>
        <source>ID (id): &quot;%1&quot; is already used by another system.</source>
        <translation>ID（id）：「%1」は別のシステムで既に使用されています。</translation>
    </message>
    <message numerus="yes">
        <source>... and %n more problem(s)</source>
        <translation>
            <numerusform>...ほか %n 件の問題</numerusform>
        </translation>
    </message>
    <message>
        <source>The company that sells the system</source>
        <translation>システムを販売する企業</translation>
    </message>
    <message>
        <source>The system&apos;s name as its vendor writes it</source>
        <translation>ベンダーによる表記どおりのシステム名</translation>
    </message>
    <message>
        <source>The accelerator the system is built of, one of the catalog&apos;s chips</source>
        <translation>システムを構成するアクセラレータ（カタログ内のチップから選択）</translation>
    </message>
    <message>
        <source>How many of those chips the system holds; its totals are this many times the chip&apos;s figures</source>
        <translation>システムに搭載されているチップの数。システムの合計値は、チップの数値にこの数を掛けた値です</translation>
    </message>
    <message>
        <source>Check when the vendor&apos;s totals below are quoted with 2:4 sparsity, twice the dense throughput</source>
        <translation>下のベンダー公表の合計値が 2:4 スパース性（密スループットの 2 倍）で記載されている場合にチェックします</translation>
    </message>
</context>
<context>
    <name>chipatlas::SystemEditor</name>
    <message>
        <source>&amp;New system...</source>
        <translation>新しいシステム(&amp;N)...</translation>
    </message>
    <message>
        <source>&amp;Edit system...</source>
        <translation>システムを編集(&amp;E)...</translation>
    </message>
    <message>
        <source>&amp;Delete system</source>
        <translation>システムを削除(&amp;D)</translation>
    </message>
    <message>
        <source>Delete the selected system, its offers and its measured results; Undo brings them back</source>
        <translation>選択したシステムとそのオファー、測定結果を削除します。「元に戻す」で復元できます</translation>
    </message>
    <message numerus="yes">
        <source>Deleted the system and its %n measured results. Undo brings them back.</source>
        <translation>
            <numerusform>システムとその測定結果 %n 件を削除しました。「元に戻す」で復元できます。</numerusform>
        </translation>
    </message>
    <message>
        <source>Add &amp;offer...</source>
        <translation>オファーを追加(&amp;O)...</translation>
    </message>
    <message>
        <source>Record &amp;price...</source>
        <translation>価格を記録(&amp;P)...</translation>
    </message>
    <message>
        <source>Add a board, rack or instance built of a catalog chip</source>
        <translation>カタログのチップで構成されたボード、ラック、インスタンスを追加します</translation>
    </message>
    <message>
        <source>Add a rental offer for the selected chip or system</source>
        <translation>選択したチップまたはシステムのレンタルオファーを追加します</translation>
    </message>
    <message>
        <source>Record a new price of an offer; the old prices stay</source>
        <translation>オファーの新しい価格を記録します。以前の価格は保持されます</translation>
    </message>
    <message>
        <source>add system %1</source>
        <translation>システム %1 を追加</translation>
    </message>
    <message>
        <source>edit system %1</source>
        <translation>システム %1 を編集</translation>
    </message>
    <message>
        <source>delete system %1</source>
        <translation>システム %1 を削除</translation>
    </message>
    <message>
        <source>Deleted. Undo brings the system back.</source>
        <translation>削除しました。「元に戻す」でシステムを復元できます。</translation>
    </message>
    <message>
        <source>record price of %1 %2</source>
        <translation>%1 %2 の価格を記録</translation>
    </message>
    <message>
        <source>add offer %1 %2</source>
        <translation>オファー %1 %2 を追加</translation>
    </message>
    <message>
        <source>Saved the price of %1 %2; the earlier prices stay.</source>
        <translation>%1 %2 の価格を保存しました。以前の価格は保持されます。</translation>
    </message>
    <message>
        <source>Could not edit the system.</source>
        <translation>システムを編集できませんでした。</translation>
    </message>
    <message>
        <source>Could not record a price.</source>
        <translation>価格を記録できませんでした。</translation>
    </message>
    <message>
        <source>Record Price</source>
        <translation>価格を記録</translation>
    </message>
    <message>
        <source>Offer:</source>
        <translation>オファー:</translation>
    </message>
</context>
<context>
    <name>chipatlas::SystemFitTableModel</name>
    <message>
        <source>no offer or price</source>
        <translation>オファー・価格なし</translation>
    </message>
    <message>
        <source>chip %1 not in the catalog</source>
        <translation>チップ %1 はカタログにありません</translation>
    </message>
    <message>
        <source>no number fits</source>
        <translation>収まる数なし</translation>
    </message>
    <message>
        <source>no price</source>
        <translation>価格なし</translation>
    </message>
    <message>
        <source>does not fit</source>
        <translation>収まらない</translation>
    </message>
    <message>
        <source>no measured rate</source>
        <translation>実測レートなし</translation>
    </message>
    <message>
        <source>%1 x %2</source>
        <translation>%1 x %2</translation>
    </message>
    <message>
        <source>✓ fits one domain, %1</source>
        <translation>✓ 1 ドメインに収まる、%1</translation>
    </message>
    <message>
        <source>✗ does not fit, %1</source>
        <translation>✗ 収まらない、%1</translation>
    </message>
    <message>
        <source>crosses scale-out</source>
        <translation>スケールアウトをまたぐ</translation>
    </message>
    <message>
        <source>no</source>
        <translation>いいえ</translation>
    </message>
    <message>
        <source>No offer in USD for %1 and no price entered for its chip.</source>
        <translation>%1 には USD 建てのオファーがなく、そのチップの価格も入力されていません。</translation>
    </message>
    <message>
        <source>System</source>
        <translation>システム</translation>
    </message>
    <message>
        <source>Chips</source>
        <translation>チップ</translation>
    </message>
    <message>
        <source>Scale-up domain (chips)</source>
        <translation>スケールアップドメイン（チップ数）</translation>
    </message>
    <message>
        <source>Fits one domain, margin</source>
        <translation>1 ドメインに収まるか、余裕</translation>
    </message>
    <message>
        <source>Chips needed, memory alone</source>
        <translation>必要チップ数（メモリのみ）</translation>
    </message>
    <message>
        <source>Domains needed</source>
        <translation>必要ドメイン数</translation>
    </message>
    <message>
        <source>Crosses scale-out</source>
        <translation>スケールアウトをまたぐ</translation>
    </message>
    <message>
        <source>Scale-up per chip</source>
        <translation>チップあたりのスケールアップ帯域幅</translation>
    </message>
    <message>
        <source>Price (USD per chip-hour)</source>
        <translation>価格（USD/チップ時間）</translation>
    </message>
    <message>
        <source>Cost at bound (USD per 1M tokens)</source>
        <translation>上限時のコスト（USD/100 万トークン）</translation>
    </message>
    <message>
        <source>Cost at measured (USD per 1M tokens)</source>
        <translation>実測時のコスト（USD/100 万トークン）</translation>
    </message>
    <message>
        <source>%1 at %2 systems, the fewest it fits on</source>
        <translation>%1 (%2 システム、収まる最小数)</translation>
    </message>
    <message>
        <source>at %1 systems (%2 chips), the fewest it fits on</source>
        <translation>%1 システム (%2 チップ)、収まる最小数</translation>
    </message>
    <message>
        <source>USD per chip-hour × %1 chips / (tokens/s of all replicas × 3600) × 1e6</source>
        <translation>チップ時間あたり USD × %1 チップ / (全レプリカのトークン/秒 × 3600) × 1e6</translation>
    </message>
    <message>
        <source>One instance (TP × PP)</source>
        <translation>1 インスタンス (TP × PP)</translation>
    </message>
    <message>
        <source>Replicas</source>
        <translation>レプリカ</translation>
    </message>
    <message>
        <source>Memory per instance (%1)</source>
        <translation>インスタンスあたりメモリ (%1)</translation>
    </message>
    <message>
        <source>Memory, all replicas (%1)</source>
        <translation>メモリ、全レプリカ (%1)</translation>
    </message>
    <message>
        <source>Decode per sequence ≤ (tok/s)</source>
        <translation>シーケンスあたりデコード ≤ (tok/s)</translation>
    </message>
    <message>
        <source>Decode, all replicas ≤ (tok/s)</source>
        <translation>デコード、全レプリカ ≤ (tok/s)</translation>
    </message>
    <message>
        <source>Measured per chip (tok/s)</source>
        <translation>実測（チップあたり、tok/s）</translation>
    </message>
    <message>
        <source>Efficiency (measured / bound)</source>
        <translation>効率（実測 / 上限）</translation>
    </message>
    <message>
        <source>Cost, measured result or bound (USD per 1M tokens)</source>
        <translation>コスト、測定結果または上限（100 万トークンあたり USD）</translation>
    </message>
</context>
<context>
    <name>chipatlas::SystemTableModel</name>
    <message>
        <source>Status: %1</source>
        <translation>ステータス: %1</translation>
    </message>
    <message>
        <source>The vendor does not say whether this figure is dense or sparse.</source>
        <translation>この数値が密か疎か、ベンダーは明示していません。</translation>
    </message>
</context>
<context>
    <name>chipatlas::SystemTableSection</name>
    <message>
        <source>Systems</source>
        <translation>システム</translation>
    </message>
    <message>
        <source>The systems the filters let through, one per row, with their totals; the selected system&apos;s figures and sources are in the details pane</source>
        <translation>フィルターを通過したシステムを1行に1つずつ、合計値とともに表示します。選択したシステムの数値と出典は詳細ペインにあります</translation>
    </message>
</context>
<context>
    <name>chipatlas::SystemTransfer</name>
    <message numerus="yes">
        <source>%n new system(s)</source>
        <translation>
            <numerusform>新規システム %n 台</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n new offer(s)</source>
        <translation>
            <numerusform>新規オファー %n 件</numerusform>
        </translation>
    </message>
    <message>
        <source>not a systems or offers file</source>
        <translation>システムまたはオファーのファイルではありません</translation>
    </message>
    <message numerus="yes">
        <source>%1 (%n new price(s))</source>
        <translation>
            <numerusform>%1（新しい価格 %n 件）</numerusform>
        </translation>
    </message>
    <message>
        <source>Import</source>
        <translation>インポート</translation>
    </message>
    <message>
        <source>CSV files (*.csv);;JSON files (*.json)</source>
        <translation>CSV ファイル (*.csv);;JSON ファイル (*.json)</translation>
    </message>
    <message>
        <source>Export Systems</source>
        <translation>システムをエクスポート</translation>
    </message>
    <message numerus="yes">
        <source>Exporting %n system(s) to %1…</source>
        <translation>
            <numerusform>%n 台のシステムを %1 にエクスポートしています…</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Exported %n system(s) to %1.</source>
        <translation>
            <numerusform>%n 台のシステムを %1 にエクスポートしました。</numerusform>
        </translation>
    </message>
    <message>
        <source>Export Offers</source>
        <translation>オファーをエクスポート</translation>
    </message>
    <message numerus="yes">
        <source>Exporting %n offer(s) to %1…</source>
        <translation>
            <numerusform>%n 件のオファーを %1 にエクスポートしています…</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Exported %n offer(s) to %1.</source>
        <translation>
            <numerusform>%n 件のオファーを %1 にエクスポートしました。</numerusform>
        </translation>
    </message>
    <message>
        <source>the catalog is still loading; import the file once it has loaded</source>
        <translation>カタログはまだ読み込み中です。読み込みが終わってからファイルをインポートしてください</translation>
    </message>
    <message>
        <source>Chip, system, offer or result files (*.csv *.json);;CSV files (*.csv);;JSON files (*.json)</source>
        <translation>チップ、システム、オファー、結果のファイル (*.csv *.json);;CSV ファイル (*.csv);;JSON ファイル (*.json)</translation>
    </message>
</context>
<context>
    <name>chipatlas::UserGuideWindow</name>
    <message>
        <source>ChipAtlas User Guide</source>
        <translation>ChipAtlas ユーザーガイド</translation>
    </message>
    <message>
        <source>This build of ChipAtlas has no user guide.</source>
        <translation>このビルドの ChipAtlas にはユーザーガイドが含まれていません。</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>閉じる</translation>
    </message>
    <message>
        <source>user-guide.md</source>
        <extracomment>The file name of the user guide in this language, user-guide.LANG.md (docs/user-guide.LANG.md in the sources); user-guide.md while there is none.</extracomment>
        <translation>user-guide.ja.md</translation>
    </message>
</context>
<context>
    <name>chipatlas::WhatChangedView</name>
    <message>
        <source>Snapshot %1</source>
        <translation>スナップショット %1</translation>
    </message>
    <message>
        <source>Delete Snapshot</source>
        <translation>スナップショットを削除</translation>
    </message>
    <message>
        <source>Delete the snapshot %1? What it recorded can no longer be compared with; the catalog&apos;s entries stay as they are. This cannot be undone.</source>
        <translation>スナップショット %1 を削除しますか? 記録した内容とは比較できなくなります。カタログの項目はそのまま残ります。この操作は元に戻せません。</translation>
    </message>
    <message>
        <source>Export Snapshot</source>
        <translation>スナップショットをエクスポート</translation>
    </message>
    <message>
        <source>Snapshot files (*.json);;All files (*)</source>
        <translation>スナップショットファイル (*.json);;すべてのファイル (*)</translation>
    </message>
    <message>
        <source>Import Snapshot</source>
        <translation>スナップショットをインポート</translation>
    </message>
    <message>
        <source>Export Changes as CSV</source>
        <translation>変更点を CSV でエクスポート</translation>
    </message>
    <message>
        <source>Export Changes as a Markdown Memo</source>
        <translation>変更点を Markdown メモでエクスポート</translation>
    </message>
    <message>
        <source>CSV files (*.csv)</source>
        <translation>CSV ファイル (*.csv)</translation>
    </message>
    <message>
        <source>Markdown files (*.md)</source>
        <translation>Markdown ファイル (*.md)</translation>
    </message>
    <message>
        <source>Writing %1...</source>
        <translation>%1 を書き出しています...</translation>
    </message>
    <message>
        <source>Exported the changes to %1.</source>
        <translation>変更点を %1 にエクスポートしました。</translation>
    </message>
    <message>
        <source>Export C&amp;SV...</source>
        <translation>CSV をエクスポート(&amp;S)...</translation>
    </message>
    <message>
        <source>Export M&amp;arkdown...</source>
        <translation>Markdown をエクスポート(&amp;A)...</translation>
    </message>
    <message>
        <source>Compare from snapshot</source>
        <translation>比較元のスナップショット</translation>
    </message>
    <message>
        <source>Compare with</source>
        <translation>比較先</translation>
    </message>
    <message>
        <source>Comparing</source>
        <translation>比較中</translation>
    </message>
    <message>
        <source>Kind of entry</source>
        <translation>項目の種類</translation>
    </message>
    <message>
        <source>Kind of change</source>
        <translation>変更の種類</translation>
    </message>
    <message>
        <source>Filter the changes</source>
        <translation>変更点を絞り込む</translation>
    </message>
    <message>
        <source>Filter by name, id, field or value</source>
        <translation>名前、ID、フィールド、値で絞り込み</translation>
    </message>
    <message>
        <source>Write the rows shown to a CSV file</source>
        <translation>表示中の行を CSV ファイルに書き出します</translation>
    </message>
    <message>
        <source>Write the rows shown as a Markdown memo: the two snapshots, the counts and a table per kind, price moves first</source>
        <translation>表示中の行を Markdown メモとして書き出します: 2 つのスナップショット、件数、種類ごとの表（価格変動が先頭）</translation>
    </message>
    <message>
        <source>Changes</source>
        <translation>変更点</translation>
    </message>
    <message>
        <source>&amp;with</source>
        <translation>比較先(&amp;W)</translation>
    </message>
    <message>
        <source>All kinds</source>
        <translation>すべての種類</translation>
    </message>
    <message>
        <source>All changes</source>
        <translation>すべての変更</translation>
    </message>
    <message>
        <source>now</source>
        <translation>現在</translation>
    </message>
    <message>
        <source>The catalog has no snapshot %1 to compare.</source>
        <translation>カタログに比較するスナップショット %1 がありません。</translation>
    </message>
    <message>
        <source>Comparing %1 with %2...</source>
        <translation>%1 と %2 を比較しています...</translation>
    </message>
    <message>
        <source>%1 %2</source>
        <translation>%1 %2</translation>
    </message>
    <message>
        <source>The catalog has no snapshots yet. Take one (Ctrl+Shift+T) before a round of quotes or an import; an import, a copy and a catalog update take one by themselves.</source>
        <translation>カタログにはまだスナップショットがありません。見積もりやインポートの前に撮っておきましょう（Ctrl+Shift+T）。インポート、コピー、カタログ更新のときは自動で撮られます。</translation>
    </message>
    <message>
        <source>From %1 to %2: %3.</source>
        <translation>%1 から %2 まで: %3。</translation>
    </message>
    <message>
        <source>From %1 to %2: nothing changed.</source>
        <translation>%1 から %2 まで: 変更はありません。</translation>
    </message>
    <message>
        <source>%1 of %2 rows shown.</source>
        <translation>%2 行中 %1 行を表示。</translation>
    </message>
    <message>
        <source>Com&amp;pare</source>
        <translation>比較(&amp;P)</translation>
    </message>
    <message>
        <source>Compare fr&amp;om</source>
        <translation>比較元(&amp;O)</translation>
    </message>
</context>
<context>
    <name>main</name>
    <message>
        <source>ChipAtlas cannot open its catalog.</source>
        <translation>ChipAtlas はカタログを開けません。</translation>
    </message>
    <message>
        <source>Unknown chip or system id(s): %1.</source>
        <translation>不明なチップまたはシステムの ID: %1。</translation>
    </message>
    <message>
        <source>Unknown model &quot;%1&quot;.</source>
        <translation>不明なモデル「%1」。</translation>
    </message>
    <message>
        <source>ChipAtlas cannot open the catalog %1; it opens %2 instead.</source>
        <translation>ChipAtlasはカタログ %1 を開けません。代わりに %2 を開きます。</translation>
    </message>
    <message>
        <source>The catalog %1 was not opened: this window shows %2. File &gt; Catalog Settings chooses another.</source>
        <translation>カタログ %1 は開かれませんでした。このウィンドウは %2 を表示しています。別のカタログは [ファイル] &gt; [カタログ設定] で選択できます。</translation>
    </message>
    <message>
        <source>Unknown snapshot(s): %1.</source>
        <translation>不明なスナップショット: %1。</translation>
    </message>
</context>
</TS>
