<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="zh_TW">
<context>
    <name></name>
    <message>
        <source>Longest wall: %1</source>
        <translation>最長城牆：%1</translation>
    </message>
    <message>
        <source>Longest moat: %1</source>
        <translation>最長護城河：%1</translation>
    </message>
    <message>
        <source>%1: legal. Longest wall would be %2.</source>
        <translation>%1：可以放置。最長城牆將為 %2。</translation>
    </message>
    <message>
        <source>%1: legal. Longest moat would be %2.</source>
        <translation>%1：可以放置。最長護城河將為 %2。</translation>
    </message>
    <message>
        <source>Wall</source>
        <translation>城牆</translation>
    </message>
    <message>
        <source>Moat</source>
        <translation>護城河</translation>
    </message>
    <message>
        <source>wall %1</source>
        <translation>城牆 %1</translation>
    </message>
    <message>
        <source>moat %1</source>
        <translation>護城河 %1</translation>
    </message>
    <message>
        <source>walls %1</source>
        <translation>城牆 %1</translation>
    </message>
    <message>
        <source>moats %1</source>
        <translation>護城河 %1</translation>
    </message>
    <message>
        <source>no walls</source>
        <translation>無城牆</translation>
    </message>
    <message>
        <source>no moats</source>
        <translation>無護城河</translation>
    </message>
    <message>
        <source>Wall (scoring %1 now)</source>
        <translation>城牆（若現在第 %1 次計分）</translation>
    </message>
    <message>
        <source>Moat (scoring %1 now)</source>
        <translation>護城河（若現在第 %1 次計分）</translation>
    </message>
    <message>
        <source>%1: %2, wall %3, reserve %4</source>
        <translation>%1：%2，城牆 %3，預定建築庫存 %4</translation>
    </message>
    <message>
        <source>%1: %2, moat %3, reserve %4</source>
        <translation>%1：%2，護城河 %3，預定建築庫存 %4</translation>
    </message>
    <message>
        <source>%1: counts only, %2, wall %3, reserve %4</source>
        <translation>%1：僅數量，%2，城牆 %3，預定建築庫存 %4</translation>
    </message>
    <message>
        <source>%1: counts only, %2, moat %3, reserve %4</source>
        <translation>%1：僅數量，%2，護城河 %3，預定建築庫存 %4</translation>
    </message>
    <message>
        <source>no outer wall: 0 points</source>
        <translation>沒有外部城牆：0 分</translation>
    </message>
    <message>
        <source>, </source>
        <comment>between the items of a list</comment>
        <translation>、</translation>
    </message>
    <message>
        <source>no outer moat: 0 points</source>
        <translation>沒有外部護城河：0 分</translation>
    </message>
    <message>
        <source>Longest wall ever: %1, by %2 (%3)</source>
        <translation>史上最長城牆：%1，%2（%3）</translation>
    </message>
    <message>
        <source>Longest moat ever: %1, by %2 (%3)</source>
        <translation>史上最長護城河：%1，%2（%3）</translation>
    </message>
    <message>
        <source>%1: %2, %3 (%4 %), average %5, best %6, best wall %7.</source>
        <translation>%1：%2，%3（%4%），平均 %5，最佳 %6，最佳城牆 %7。</translation>
    </message>
    <message>
        <source>%1: %2, %3 (%4 %), average %5, best %6, best moat %7.</source>
        <translation>%1：%2，%3（%4%），平均 %5，最佳 %6，最佳護城河 %7。</translation>
    </message>
    <message>
        <source>type a letter, a price and any walls, e.g. g8 or g8ne.</source>
        <translation>請輸入字母、價格及城牆方位（如有），例如 g8 或 g8ne。</translation>
    </message>
    <message>
        <source>type the letters, a value and any moats, e.g. pa8 or pa8ne.</source>
        <translation>請輸入字母、數值及護城河方位（如有），例如 pa8 或 pa8ne。</translation>
    </message>
    <message>
        <source>each wall letter (N, E, S, W) may appear once.</source>
        <translation>每個城牆字母（N、E、S、W）只能出現一次。</translation>
    </message>
    <message>
        <source>each moat letter (N, E, S, W) may appear once.</source>
        <translation>每個護城河字母（N、E、S、W）只能出現一次。</translation>
    </message>
    <message>
        <source>could be %1: type the walls too.</source>
        <translation>可能是 %1：請一併輸入城牆。</translation>
    </message>
    <message>
        <source>could be %1: type the moats too.</source>
        <translation>可能是 %1：請一併輸入護城河。</translation>
    </message>
    <message>
        <source>Longest wall: %1 (typed)</source>
        <translation>最長城牆：%1（手動輸入）</translation>
    </message>
    <message>
        <source>Longest moat: %1 (typed)</source>
        <translation>最長護城河：%1（手動輸入）</translation>
    </message>
    <message>
        <source>no outer wall typed: 0 points</source>
        <translation>未輸入外部城牆：0 分</translation>
    </message>
    <message>
        <source>no outer moat typed: 0 points</source>
        <translation>未輸入外部護城河：0 分</translation>
    </message>
    <message>
        <source>%1 free tiles match (%2): type more to pick one, e.g. the walls (- for none).</source>
        <translation>有 %1 個可用板塊相符（%2）：請再多輸入一些以選出其中一個，例如城牆方位（- 表示無）。</translation>
    </message>
    <message>
        <source>%1 free tiles match (%2): type more to pick one, e.g. the moats (- for none).</source>
        <translation>有 %1 個可用板塊相符（%2）：請再多輸入一些以選出其中一個，例如護城河方位（- 表示無）。</translation>
    </message>
    <message>
        <source>build it there; while you drag, every legal cell lights up with the moat it would give</source>
        <translation>在該處建造；拖曳時，所有可放置的格子都會亮起，並顯示放置後的最長護城河</translation>
    </message>
    <message>
        <source>Fountain</source>
        <translation>獅子泉</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <comment>a tile&apos;s name and its walls</comment>
        <translation>%1（%2）</translation>
    </message>
    <message>
        <source>N</source>
        <comment>compass letter: north</comment>
        <translation>北</translation>
    </message>
    <message>
        <source>E</source>
        <comment>compass letter: east</comment>
        <translation>東</translation>
    </message>
    <message>
        <source>S</source>
        <comment>compass letter: south</comment>
        <translation>南</translation>
    </message>
    <message>
        <source>W</source>
        <comment>compass letter: west</comment>
        <translation>西</translation>
    </message>
    <message>
        <source>, </source>
        <comment>between compass letters</comment>
        <translation>、</translation>
    </message>
    <message>
        <source>with Dirk</source>
        <translation>在 Dirk 那裡</translation>
    </message>
    <message>
        <source>in %1&apos;s reserve</source>
        <translation>在%1的預定建築庫存中</translation>
    </message>
    <message>
        <source>in %1&apos;s city at (%2, %3)</source>
        <translation>在%1的城邦中，位於 (%2, %3)</translation>
    </message>
    <message>
        <source>the neighbouring tile</source>
        <translation>相鄰的板塊</translation>
    </message>
    <message>
        <source>the fountain</source>
        <translation>獅子泉</translation>
    </message>
    <message>
        <source>; </source>
        <comment>between reasons</comment>
        <translation>；</translation>
    </message>
    <message>
        <source>%1:</source>
        <translation>%1：</translation>
    </message>
    <message>
        <source>Dirk</source>
        <translation>Dirk</translation>
    </message>
    <message numerus="yes">
        <source>%n chest(s)</source>
        <translation>
            <numerusform>%n 個寶箱</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n added wall piece(s)</source>
        <translation>
            <numerusform>加上的 %n 片城牆片</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n city gate(s)</source>
        <translation>
            <numerusform>%n 座城門</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n bonus card(s) held</source>
        <translation>
            <numerusform>持有的 %n 張獎勵卡</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n building site(s)</source>
        <translation>
            <numerusform>%n 個工地</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n new score card(s) entered</source>
        <translation>
            <numerusform>已輸入 %n 張新計分牌</numerusform>
        </translation>
    </message>
    <message>
        <source>the score cards %1, %2 and %3</source>
        <translation>計分牌 %1、%2 和 %3</translation>
    </message>
    <message>
        <source>the Wise Man held by %1 (%2)</source>
        <translation>%1持有的智者（%2）</translation>
    </message>
    <message>
        <source>the City Watch held by %1</source>
        <translation>%1持有的城市守衛</translation>
    </message>
    <message>
        <source>%1 and %2</source>
        <translation>%1 和 %2</translation>
    </message>
    <message>
        <source>everything entered for it</source>
        <translation>為此模組輸入的所有內容</translation>
    </message>
    <message>
        <source>%1 is in the city more than once.</source>
        <translation>%1在城邦中出現了不只一次。</translation>
    </message>
    <message>
        <source>%1 is already %2.</source>
        <translation>%1已經%2。</translation>
    </message>
    <message>
        <source>&amp;New Game…</source>
        <translation>新遊戲(&amp;N)…</translation>
    </message>
    <message>
        <source>Start an empty game with 1–6 players</source>
        <translation>開始一場 1–6 位玩家的空白遊戲</translation>
    </message>
    <message>
        <source>&amp;Open…</source>
        <translation>開啟(&amp;O)…</translation>
    </message>
    <message>
        <source>&amp;Import City from Photo…</source>
        <translation>從照片匯入城邦(&amp;I)…</translation>
    </message>
    <message>
        <source>Read the current player&apos;s city from a photo taken from above</source>
        <translation>從俯拍的照片讀取目前顯示之玩家的城邦</translation>
    </message>
    <message>
        <source>&amp;Save</source>
        <translation>儲存(&amp;S)</translation>
    </message>
    <message>
        <source>Save &amp;As…</source>
        <translation>另存新檔(&amp;A)…</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>結束(&amp;Q)</translation>
    </message>
    <message>
        <source>Add to &amp;History…</source>
        <translation>加入歷史紀錄(&amp;H)…</translation>
    </message>
    <message>
        <source>Keep this finished game in the history (a game enters it by itself when its final scoring is recorded)</source>
        <translation>將這場已結束的遊戲保留在歷史紀錄中（記錄最後計分時，遊戲會自動加入）</translation>
    </message>
    <message>
        <source>Add saved games to the history, many at once</source>
        <translation>將已儲存的遊戲加入歷史紀錄，可一次多個</translation>
    </message>
    <message>
        <source>Rename, recolour, add or take out this game&apos;s players</source>
        <translation>為本局遊戲的玩家重新命名、更改顏色，或加入、移除玩家</translation>
    </message>
    <message>
        <source>&amp;History</source>
        <translation>歷史紀錄(&amp;H)</translation>
    </message>
    <message>
        <source>Every finished game, the players and their statistics</source>
        <translation>每一場已結束的遊戲、玩家及其統計</translation>
    </message>
    <message>
        <source>&amp;Rematch…</source>
        <translation>再戰一局(&amp;R)…</translation>
    </message>
    <message>
        <source>Start a new game with the same table: players, colours and modules</source>
        <translation>以同一桌開始新遊戲：玩家、顏色與模組</translation>
    </message>
    <message>
        <source>Zoom &amp;In</source>
        <translation>放大(&amp;I)</translation>
    </message>
    <message>
        <source>Import &amp;Cities from Photos…</source>
        <translation>從照片匯入各城邦(&amp;C)…</translation>
    </message>
    <message>
        <source>Read every player&apos;s city from their own photo, the table checked as a whole</source>
        <translation>從每位玩家自己的照片讀取其城邦，並整體檢查整張桌面</translation>
    </message>
    <message>
        <source>Import Games into Histor&amp;y…</source>
        <translation>匯入遊戲到歷史紀錄(&amp;Y)…</translation>
    </message>
    <message>
        <source>Zoom &amp;Out</source>
        <translation>縮小(&amp;O)</translation>
    </message>
    <message>
        <source>&amp;Fit City to Window</source>
        <translation>將城邦縮放至視窗大小(&amp;F)</translation>
    </message>
    <message>
        <source>All &amp;Cities</source>
        <translation>所有城邦(&amp;C)</translation>
    </message>
    <message>
        <source>&amp;Next Player</source>
        <translation>下一位玩家(&amp;N)</translation>
    </message>
    <message>
        <source>Show the next player&apos;s city (Ctrl+1 to Ctrl+6 choose a player)</source>
        <translation>顯示下一位玩家的城邦（Ctrl+1 至 Ctrl+6 可選擇玩家）</translation>
    </message>
    <message>
        <source>&amp;Previous Player</source>
        <translation>上一位玩家(&amp;P)</translation>
    </message>
    <message>
        <source>Show the previous player&apos;s city</source>
        <translation>顯示上一位玩家的城邦</translation>
    </message>
    <message>
        <source>&amp;Players…</source>
        <translation>玩家(&amp;P)…</translation>
    </message>
    <message>
        <source>&amp;Modules…</source>
        <translation>模組(&amp;M)…</translation>
    </message>
    <message>
        <source>Choose the expansion modules of this game</source>
        <translation>選擇本局遊戲的擴充模組</translation>
    </message>
    <message>
        <source>&amp;Setup Checklist…</source>
        <translation>遊戲準備清單(&amp;S)…</translation>
    </message>
    <message>
        <source>What to put out on the table for the modules in play</source>
        <translation>使用中的模組需要在桌上擺出哪些配件</translation>
    </message>
    <message>
        <source>&amp;Invite Phones…</source>
        <translation>邀請手機(&amp;I)…</translation>
    </message>
    <message>
        <source>Every player joins from their phone: photographs and confirms their own city, sees the scores</source>
        <translation>每位玩家用自己的手機加入：拍下並確認自己的城邦，查看分數</translation>
    </message>
    <message>
        <source>&amp;Keys and Codes</source>
        <translation>按鍵與代碼(&amp;K)</translation>
    </message>
    <message>
        <source>The tile codes, the keys and what the mouse does</source>
        <translation>板塊代碼、按鍵與滑鼠操作</translation>
    </message>
    <message>
        <source>&amp;About</source>
        <translation>關於(&amp;A)</translation>
    </message>
    <message>
        <source>&amp;File</source>
        <translation>檔案(&amp;F)</translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation>編輯(&amp;E)</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>檢視(&amp;V)</translation>
    </message>
    <message>
        <source>&amp;Game</source>
        <translation>遊戲(&amp;G)</translation>
    </message>
    <message>
        <source>&amp;Scoring</source>
        <translation>計分(&amp;S)</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>說明(&amp;H)</translation>
    </message>
    <message>
        <source>%1 in place of %2</source>
        <translation>以%1取代%2</translation>
    </message>
    <message>
        <source>Move %1 here</source>
        <translation>將%1移到這裡</translation>
    </message>
    <message>
        <source>%1, lying with walls %2</source>
        <translation>%1，擺放後的城牆：%2</translation>
    </message>
    <message>
        <source>%1: illegal — %2</source>
        <translation>%1：不可放置——%2</translation>
    </message>
    <message>
        <source>%1 cannot be built there: %2</source>
        <translation>%1無法建在那裡：%2</translation>
    </message>
    <message>
        <source>%1 cannot take the place of %3: %2</source>
        <translation>%1無法取代%3：%2</translation>
    </message>
    <message>
        <source>%1 cannot move there: %2</source>
        <translation>%1無法移到那裡：%2</translation>
    </message>
    <message>
        <source>%1 cannot go back to the reserve: %2</source>
        <translation>%1無法放回預定建築庫存：%2</translation>
    </message>
    <message>
        <source>the tile there</source>
        <translation>那裡的板塊</translation>
    </message>
    <message>
        <source>%1 is with Dirk: it cannot be built in %2&apos;s city.</source>
        <translation>%1在 Dirk 那裡：無法建在%2的城邦中。</translation>
    </message>
    <message>
        <source>%1 is in %3&apos;s reserve: it cannot be built in %2&apos;s city.</source>
        <translation>%1在%3的預定建築庫存中：無法建在%2的城邦中。</translation>
    </message>
    <message>
        <source>%1 belongs to %3&apos;s city: it cannot be built in %2&apos;s city.</source>
        <translation>%1屬於%3的城邦：無法建在%2的城邦中。</translation>
    </message>
    <message>
        <source>Drop %1 on another cell to move it.</source>
        <translation>將%1放到另一格即可移動它。</translation>
    </message>
    <message>
        <source>Code %1: </source>
        <translation>代碼 %1：</translation>
    </message>
    <message>
        <source>there is no such tile.</source>
        <translation>沒有這個板塊。</translation>
    </message>
    <message>
        <source>none of %1 fits here.</source>
        <translation>%1 都無法放在這裡。</translation>
    </message>
    <message>
        <source>%1: %2.</source>
        <translation>%1：%2。</translation>
    </message>
    <message>
        <source>City gate: the tiles on both sides stay in place</source>
        <translation>城門：兩側的板塊固定不動</translation>
    </message>
    <message>
        <source>%1 buildings (typed)</source>
        <translation>%1 個建築（手動輸入）</translation>
    </message>
    <message>
        <source>Score the shown player from typed counts per building type and the longest wall instead of a digitised city (both are kept)</source>
        <translation>以手動輸入的各類建築數量與最長城牆為目前顯示的玩家計分，而非使用數位化的城邦（兩者皆會保留）</translation>
    </message>
    <message>
        <source>&amp;Counts Only for the Shown Player</source>
        <translation>目前顯示的玩家僅以數量計分(&amp;C)</translation>
    </message>
    <message>
        <source>&amp;Counts Only for %1</source>
        <translation>%1僅以數量計分(&amp;C)</translation>
    </message>
    <message>
        <source>typed counts</source>
        <translation>手動輸入的數量</translation>
    </message>
    <message>
        <source>Dirk receives no more tiles.</source>
        <translation>Dirk 不再獲得板塊。</translation>
    </message>
    <message numerus="yes">
        <source>Dirk has his %n tile(s) for the start.</source>
        <translation>
            <numerusform>Dirk 已拿到開局的 %n 個板塊。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Give Dirk %n tile(s) from the bag.</source>
        <translation>
            <numerusform>從布袋中抽 %n 個板塊給 Dirk。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Give Dirk %n more tile(s) from the bag (%1 in all at the start).</source>
        <translation>
            <numerusform>再從布袋中抽 %n 個板塊給 Dirk（開局時共 %1 個）。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Scoring 1 is recorded: Dirk has received his %n tile(s).</source>
        <translation>
            <numerusform>第一次計分已記錄：Dirk 已拿到本次的 %n 個板塊。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Scoring 2 is recorded: Dirk has received his %n tile(s).</source>
        <translation>
            <numerusform>第二次計分已記錄：Dirk 已拿到本次的 %n 個板塊。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Scoring 1 is recorded: give Dirk %n tile(s) from the bag.</source>
        <translation>
            <numerusform>第一次計分已記錄：從布袋中抽 %n 個板塊給 Dirk。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Scoring 1 is recorded: give Dirk %n more tile(s) from the bag (%1 in this hand-out).</source>
        <translation>
            <numerusform>第一次計分已記錄：再從布袋中抽 %n 個板塊給 Dirk（本次共 %1 個）。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Scoring 2 is recorded: give Dirk %n tile(s) from the bag: a third of the tiles left after scoring 2, rounded down.</source>
        <translation>
            <numerusform>第二次計分已記錄：從布袋中抽 %n 個板塊給 Dirk：第二次計分後剩餘板塊的三分之一，無條件捨去。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Scoring 2 is recorded: give Dirk %n more tile(s) from the bag (%1 in this hand-out: a third of the tiles left after scoring 2, rounded down).</source>
        <translation>
            <numerusform>第二次計分已記錄：再從布袋中抽 %n 個板塊給 Dirk（本次共 %1 個：第二次計分後剩餘板塊的三分之一，無條件捨去）。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Dirk holds %n tile(s).</source>
        <translation>
            <numerusform>Dirk 持有 %n 個板塊。</numerusform>
        </translation>
    </message>
    <message>
        <source>Tiles left in the bag: %1 = %2 − %3 known (the market is handed out).</source>
        <translation>袋中剩餘板塊：%1 = %2 − %3 已知（建築市場已分配）。</translation>
    </message>
    <message>
        <source>Tiles left in the bag: %1 = %2 − %3 known − %4 on the market.</source>
        <translation>布袋中剩餘的板塊：%1 = %2 − 已知 %3 − 市場上 %4。</translation>
    </message>
    <message>
        <source>How many tiles lie on the building market now</source>
        <translation>建築市場上目前有幾個板塊</translation>
    </message>
    <message>
        <source>Tiles on the market:</source>
        <translation>市場上的板塊：</translation>
    </message>
    <message>
        <source>Give to Dirk</source>
        <translation>交給 Dirk</translation>
    </message>
    <message>
        <source>Keep</source>
        <translation>保留</translation>
    </message>
    <message>
        <source>%1 bought %2 — give it to Dirk instead?</source>
        <translation>%1買了%2——改為交給 Dirk 嗎？</translation>
    </message>
    <message>
        <source>Denar</source>
        <translation>Denar</translation>
    </message>
    <message>
        <source>Dirham</source>
        <translation>Dirham</translation>
    </message>
    <message>
        <source>Florin</source>
        <translation>Florin</translation>
    </message>
    <message>
        <source>Ducat</source>
        <translation>Ducat</translation>
    </message>
    <message>
        <source>%1 on %2 → %3: most %2 (%4)</source>
        <translation>%2 格上的%1 → %3：%2 最多（%4）</translation>
    </message>
    <message>
        <source>%1 on %2 stays on the market: %3 tie for most %2 (%4)</source>
        <translation>%2 格上的%1留在市場上：%3並列 %2 最多（%4）</translation>
    </message>
    <message>
        <source>%1 on %2 stays on the market: nobody holds %2</source>
        <translation>%2 格上的%1留在市場上：沒有人持有 %2</translation>
    </message>
    <message>
        <source>End of the game</source>
        <translation>遊戲結束</translation>
    </message>
    <message>
        <source>Enter the tiles left on the building market and everyone&apos;s money. Each tile goes to the player with the most money in the currency of its square; a tie or nobody: the tile stays.</source>
        <translation>輸入建築市場上剩下的板塊以及每個人的金錢。每個板塊歸其所在格位貨幣最多的玩家；若並列或無人持有該貨幣，板塊留在市場上。</translation>
    </message>
    <message>
        <source>Who receives what</source>
        <translation>誰獲得什麼</translation>
    </message>
    <message>
        <source>&amp;Hand out the tiles</source>
        <translation>分發板塊(&amp;H)</translation>
    </message>
    <message>
        <source>&amp;Put on the market</source>
        <translation>放到市場上(&amp;P)</translation>
    </message>
    <message>
        <source>Tiles in the bag</source>
        <translation>布袋中的板塊</translation>
    </message>
    <message>
        <source>Square:</source>
        <translation>格位：</translation>
    </message>
    <message>
        <source>Left on the market</source>
        <translation>留在市場上的板塊</translation>
    </message>
    <message>
        <source>Money per currency (the sum of the card values)</source>
        <translation>各貨幣的金額（卡牌面值總和）</translation>
    </message>
    <message>
        <source>Remove</source>
        <translation>移除</translation>
    </message>
    <message>
        <source>No tiles on the market: nothing to hand out.</source>
        <translation>市場上沒有板塊：無須分發。</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>玩家</translation>
    </message>
    <message>
        <source>Scoring %1</source>
        <translation>第 %1 次計分</translation>
    </message>
    <message>
        <source>Total</source>
        <translation>總分</translation>
    </message>
    <message>
        <source>Place</source>
        <translation>名次</translation>
    </message>
    <message>
        <source>Other points in scoring %1</source>
        <translation>第 %1 次計分的其他分數</translation>
    </message>
    <message>
        <source>Total (scoring %1 now)</source>
        <translation>總分（若現在第 %1 次計分）</translation>
    </message>
    <message>
        <source>%1 (scoring %2 now)</source>
        <translation>%1（若現在第 %2 次計分）</translation>
    </message>
    <message>
        <source>could not write %1: %2</source>
        <translation>無法寫入 %1：%2</translation>
    </message>
    <message>
        <source>%1 — score sheet</source>
        <translation>%1 — 計分單</translation>
    </message>
    <message>
        <source>Cities</source>
        <translation>城邦</translation>
    </message>
    <message>
        <source>%1 of 3 scorings recorded</source>
        <translation>已記錄 3 次計分中的 %1 次</translation>
    </message>
    <message numerus="yes">
        <source>Dirk: %n tile(s)</source>
        <translation>
            <numerusform>Dirk：%n 個板塊</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n building(s)</source>
        <translation>
            <numerusform>%n 個建築</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n tile(s)</source>
        <translation>
            <numerusform>%n 個板塊</numerusform>
        </translation>
    </message>
    <message>
        <source>cannot write %1</source>
        <translation>無法寫入 %1</translation>
    </message>
    <message>
        <source>the score sheet</source>
        <translation>計分單</translation>
    </message>
    <message>
        <source>Alhambra and Granada games (*.json);;All files (*)</source>
        <translation>阿爾罕布拉與格拉納達遊戲檔案 (*.json);;所有檔案 (*)</translation>
    </message>
    <message>
        <source>Alhambra games (*.json);;All files (*)</source>
        <translation>阿爾罕布拉遊戲檔案 (*.json);;所有檔案 (*)</translation>
    </message>
    <message>
        <source>Granada games (*.json);;All files (*)</source>
        <translation>格拉納達遊戲檔案 (*.json);;所有檔案 (*)</translation>
    </message>
    <message>
        <source>With the city&apos;s cursor on a cell, type a code and press Enter: the type&apos;s letters, the value, then the sides with a moat (N, E, S, W), or “-” for none. %1 is %2; %1ne the one with moats north and east; %1- the one without moats.</source>
        <translation>將城邦的游標移到某一格，輸入代碼後按 Enter：先輸入類型字母，再輸入數值，最後輸入有護城河的方位（N、E、S、W），沒有則輸入「-」。%1 代表%2；%1ne 代表北側與東側有護城河的板塊；%1- 代表沒有護城河的板塊。</translation>
    </message>
    <message>
        <source>With the city&apos;s cursor on a cell, type a code and press Enter: the type&apos;s letter, the price, then the walled sides (N, E, S, W), or “-” for none. %1 is %2 (the one that fits there, when there are several); %1ne the one walled north and east; %1- the one without walls.</source>
        <translation>將城邦的游標移到某一格，輸入代碼後按 Enter：先輸入類型字母，再輸入價格，最後輸入有城牆的方位（N、E、S、W），沒有則輸入「-」。%1 代表%2（若有多個，則為能放在該處的那一個）；%1ne 代表北側與東側有城牆的板塊；%1- 代表沒有城牆的板塊。</translation>
    </message>
    <message>
        <source>Arrow keys</source>
        <translation>方向鍵</translation>
    </message>
    <message>
        <source>move the city&apos;s cursor from cell to cell</source>
        <translation>在城邦中逐格移動游標</translation>
    </message>
    <message>
        <source>a code, then Enter</source>
        <translation>代碼，然後按 Enter</translation>
    </message>
    <message>
        <source>build the tile of the code at the cursor (see Tile codes)</source>
        <translation>在游標處建造代碼所指的板塊（見「板塊代碼」）</translation>
    </message>
    <message>
        <source>clear the code typed so far, or let go of the tile in hand</source>
        <translation>清除已輸入的代碼，或放開手上的板塊</translation>
    </message>
    <message>
        <source>take back the last letter typed; with nothing typed, as Delete</source>
        <translation>刪除最後輸入的字元；未輸入任何內容時，等同 Delete</translation>
    </message>
    <message>
        <source>move the tile under the cursor back to its owner&apos;s reserve</source>
        <translation>將游標下的板塊移回其擁有者的預定建築庫存</translation>
    </message>
    <message>
        <source>turn the tile in hand a quarter turn clockwise / counter-clockwise (a tile that may be built turned: its lit cells and picture follow; the mouse wheel turns it too)</source>
        <translation>將手中的板塊順時針／逆時針轉四分之一圈（可轉向建造的板塊：亮起的格子與圖案隨之轉動；滑鼠滾輪也能轉動）</translation>
    </message>
    <message>
        <source>undo / redo the last change (every change is one step)</source>
        <translation>復原／重做上一個變更（每個變更為一步）</translation>
    </message>
    <message>
        <source>fit the city to the window</source>
        <translation>將城邦縮放至視窗大小</translation>
    </message>
    <message>
        <source>zoom in / out (or the mouse wheel)</source>
        <translation>放大／縮小（或使用滑鼠滾輪）</translation>
    </message>
    <message>
        <source>the previous / next player&apos;s city</source>
        <translation>上一位／下一位玩家的城邦</translation>
    </message>
    <message>
        <source>the first … sixth player&apos;s city</source>
        <translation>第一位 … 第六位玩家的城邦</translation>
    </message>
    <message>
        <source>all cities side by side</source>
        <translation>並排顯示所有城邦</translation>
    </message>
    <message>
        <source>this sheet</source>
        <translation>這份速查表</translation>
    </message>
    <message>
        <source>Wheel with a tile in hand</source>
        <translation>手持板塊時的滑鼠滾輪</translation>
    </message>
    <message>
        <source>turn it, if it may be built turned (Ctrl and the wheel zoom)</source>
        <translation>若可轉向建造則轉動它（Ctrl 加滾輪為縮放）</translation>
    </message>
    <message numerus="yes">
        <source>Wall pieces left: %n</source>
        <translation>
            <numerusform>剩餘城牆片：%n</numerusform>
        </translation>
    </message>
    <message>
        <source>Wall pieces: no limit</source>
        <translation>城牆片：不限數量</translation>
    </message>
    <message>
        <source>Alt+arrow</source>
        <translation>Alt+方向鍵</translation>
    </message>
    <message>
        <source>add or take off a wall piece on that side (City walls)</source>
        <translation>在該側加上或移除城牆片（城牆片）</translation>
    </message>
    <message>
        <source>Add a wall piece on the %1 side</source>
        <translation>在%1側加上城牆片</translation>
    </message>
    <message numerus="yes">
        <source>Gates left: %n</source>
        <translation>
            <numerusform>剩餘城門：%n</numerusform>
        </translation>
    </message>
    <message>
        <source>with a gate on its %1 side</source>
        <translation>在其%1邊設城門</translation>
    </message>
    <message>
        <source>Place %1 at (%2, %3) in %4&apos;s city with a gate to the %5</source>
        <translation>將%1放在%4的城邦 (%2, %3)，%5側設城門</translation>
    </message>
    <message>
        <source>Ctrl+Alt+arrow</source>
        <translation>Ctrl+Alt+方向鍵</translation>
    </message>
    <message>
        <source>put or take a gate on that side of a double wall (City gates)</source>
        <translation>在該側的雙城牆上放置或移除城門（城門）</translation>
    </message>
    <message>
        <source>put or take a chest (Treasure chamber)</source>
        <translation>放置或移除寶箱（寶庫）</translation>
    </message>
    <message>
        <source>mark or finish a building site (Building sites)</source>
        <translation>標記工地或完成工地（工地）</translation>
    </message>
    <message>
        <source>Drag a tile onto a lit cell</source>
        <translation>將板塊拖到亮起的格子上</translation>
    </message>
    <message>
        <source>build it there; while you drag, every legal cell lights up with the wall it would give</source>
        <translation>在該處建造；拖曳時，所有可放置的格子都會亮起，並顯示放置後的最長城牆</translation>
    </message>
    <message>
        <source>Shift while dropping</source>
        <translation>放下時按住 Shift</translation>
    </message>
    <message>
        <source>place anyway: record a physical city as it stands; what breaks a rule shows in red</source>
        <translation>強制放置：依桌上實際的城邦記錄；違反規則之處以紅色顯示</translation>
    </message>
    <message>
        <source>Click a tile, then a lit cell</source>
        <translation>點選板塊，再點選亮起的格子</translation>
    </message>
    <message>
        <source>build it there (click to place); Escape or a click on the tile again lets it go</source>
        <translation>在該處建造（點一下即放置）；按 Esc 或再點一次板塊即可放開</translation>
    </message>
    <message>
        <source>Double-click a tile in Tiles</source>
        <translation>在「板塊」中按兩下板塊</translation>
    </message>
    <message>
        <source>build it at the city&apos;s cursor (Enter on it does too)</source>
        <translation>建在城邦的游標處（在板塊上按 Enter 亦可）</translation>
    </message>
    <message>
        <source>Drag a built tile to the reserve</source>
        <translation>將已建造的板塊拖到預定建築庫存</translation>
    </message>
    <message>
        <source>take it back into the reserve (or Delete)</source>
        <translation>收回預定建築庫存（或按 Delete）</translation>
    </message>
    <message>
        <source>Right-click a tile</source>
        <translation>在板塊上按右鍵</translation>
    </message>
    <message>
        <source>what can be done with it: reserve, Dirk, the modules&apos; pieces</source>
        <translation>可進行的操作：預定建築庫存、Dirk、模組配件</translation>
    </message>
    <message>
        <source>Wheel, drag on empty space</source>
        <translation>滾輪、在空白處拖曳</translation>
    </message>
    <message>
        <source>zoom, move the city around</source>
        <translation>縮放、移動城邦</translation>
    </message>
    <message>
        <source>Opened %1</source>
        <translation>已開啟：%1</translation>
    </message>
    <message>
        <source>%1 is not a regular file: open the photo itself.</source>
        <translation>%1 不是一般檔案：請開啟照片本身。</translation>
    </message>
    <message>
        <source>%1 is larger than the %2 megapixels this program reads.</source>
        <translation>%1 大於本程式能讀取的 %2 百萬像素。</translation>
    </message>
    <message>
        <source>The photo %1 does not exist.</source>
        <translation>照片 %1 不存在。</translation>
    </message>
    <message>
        <source>The photo sent</source>
        <translation>傳來的照片</translation>
    </message>
    <message>
        <source>%1 shows fewer cities than the players who chose it: give the others a photo of their own.</source>
        <translation>%1 裡的城邦比選用它的玩家少：請給其他玩家各自的照片。</translation>
    </message>
    <message>
        <source>%1&apos;s photo: %2</source>
        <translation>%1的照片：%2</translation>
    </message>
    <message>
        <source>Column %1, row %2 holds a building but no tile of its type is left: pick one.</source>
        <translation>第 %1 欄、第 %2 列有建築，但該類型已沒有剩餘的板塊：請選擇一個。</translation>
    </message>
    <message>
        <source>%1&apos;s city: column %2, row %3 holds a building but no tile of its type is left: pick one.</source>
        <translation>%1的城邦：第 %2 欄、第 %3 列有建築，但該類型已沒有剩餘的板塊：請選擇一個。</translation>
    </message>
    <message>
        <source>Import the cities from photos</source>
        <translation>從照片匯入各城邦</translation>
    </message>
    <message>
        <source>Import %1&apos;s city from a photo</source>
        <translation>從照片匯入%1的城邦</translation>
    </message>
    <message>
        <source>There is not enough memory to read this photo.</source>
        <translation>記憶體不足，無法讀取這張照片。</translation>
    </message>
    <message>
        <source>No tiles were found in the photo: place the corners and the grid by hand.</source>
        <translation>在照片中找不到任何板塊：請手動放置四個角與格線。</translation>
    </message>
    <message>
        <source>No tiles were found in the block: check the corners and the grid.</source>
        <translation>在區塊中找不到任何板塊：請檢查四個角與格線。</translation>
    </message>
    <message>
        <source>The block lies outside the photo: drag the corners onto the city&apos;s block.</source>
        <translation>區塊位於照片之外：請把四個角拖到城邦的區塊上。</translation>
    </message>
    <message>
        <source>The grid needs 1 to %1 columns and rows.</source>
        <translation>格線的欄數與列數必須介於 1 到 %1 之間。</translation>
    </message>
    <message>
        <source>A cell you told the type of no longer fits the grid: tell it again.</source>
        <translation>您指定過類型的某一格已不在格線內：請重新指定。</translation>
    </message>
    <message>
        <source>You have no permission to read %1.</source>
        <translation>你沒有讀取 %1 的權限。</translation>
    </message>
    <message>
        <source>%1 is damaged or cut short.</source>
        <translation>%1 已損壞或不完整。</translation>
    </message>
    <message>
        <source>%1 is not a photo this program reads (%2).</source>
        <translation>%1 不是本程式能讀取的照片（%2）。</translation>
    </message>
    <message numerus="yes">
        <source>The city read breaks the building rules at %n cell(s): check the cells outlined.</source>
        <translation>
            <numerusform>讀出的城邦在 %n 格違反建造規則：請檢查框起的格子。</numerusform>
        </translation>
    </message>
    <message>
        <source>Another reading is nearly as likely: compare it, and check the cells outlined.</source>
        <translation>另一種判讀幾乎一樣可能：請比較兩者，並檢查框起的格子。</translation>
    </message>
    <message numerus="yes">
        <source>%n cell(s) are read unsure: check the cells outlined before accepting.</source>
        <translation>
            <numerusform>有 %n 格判讀不確定：接受前請檢查框起的格子。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n tile(s) lie just beside the city read and were left out: if they belong to it, drag the corners and set the grid to take them in.</source>
        <translation>
            <numerusform>讀取的城市旁邊有 %n 塊板塊未被讀入：若它們屬於這座城市，請拖動角點並設定格線把它們納入。</numerusform>
        </translation>
    </message>
    <message>
        <source>Many tiles in the photo lie outside the block read: drag the corners and set the grid to take them in; the cells outlined were left empty.</source>
        <translation>照片中有許多板塊位於讀取的區塊之外：請拖動角點並設定格線把它們納入；框起的格子已留空。</translation>
    </message>
    <message>
        <source>A tile was read in another city too, and only one city can hold it: check the cells outlined.</source>
        <translation>有一塊板塊也在另一座城邦中被讀到，而它只能屬於一座城邦：請檢查框起的格子。</translation>
    </message>
    <message>
        <source>JPEG, PNG, WebP, TIFF, GIF or BMP</source>
        <translation>JPEG、PNG、WebP、TIFF、GIF 或 BMP</translation>
    </message>
    <message>
        <source>%1 Correct that cell, or take the tile from there first.</source>
        <translation>%1請修正該格，或先將板塊從那裡移走。</translation>
    </message>
    <message>
        <source>The corners must go round a convex block in the order NW, NE, SE, SW.</source>
        <translation>四個角必須依西北、東北、東南、西南的順序圍成一個凸的區塊。</translation>
    </message>
    <message>
        <source>The block reads with doubt, as if it lay a cell off: check the corners and the grid; the cells outlined were left empty.</source>
        <translation>此區塊的判讀不確定，彷彿偏了一格：請檢查四個角與格線；框起的格子已留空。</translation>
    </message>
    <message>
        <source>The fountain was not found for sure: click its cell in the photo and pick “The fountain”.</source>
        <translation>無法確定獅子泉的位置：請在照片中點選它所在的格子，並選擇「獅子泉」。</translation>
    </message>
    <message>
        <source>The photo shows two cities: the larger one was read. Drag the corners onto the other to read it instead.</source>
        <translation>照片中有兩座城邦：已讀取較大的一座。若要改讀另一座，請把四個角拖到它上面。</translation>
    </message>
    <message>
        <source>e.g. Camps</source>
        <translation>例如：營地</translation>
    </message>
    <message>
        <source>Label of %1&apos;s points</source>
        <translation>%1的分數標籤</translation>
    </message>
    <message>
        <source>%1&apos;s points</source>
        <translation>%1的分數</translation>
    </message>
    <message>
        <source>Another line of points for %1</source>
        <translation>為%1新增一行分數</translation>
    </message>
    <message>
        <source>Remove this line</source>
        <translation>移除這一行</translation>
    </message>
    <message>
        <source>Record scoring %1</source>
        <translation>記錄第 %1 次計分</translation>
    </message>
    <message>
        <source>Other points of this scoring, for anything the app does not count itself (a house rule, a promotional tile, …). Lines without points are left out.</source>
        <translation>本次計分的其他分數，用於本程式不自行計算的一切（家規、推廣板塊 …）。沒有分數的行會被略過。</translation>
    </message>
    <message>
        <source>Label</source>
        <translation>標籤</translation>
    </message>
    <message>
        <source>Points</source>
        <translation>分數</translation>
    </message>
    <message>
        <source>%1&apos;s points in this scoring, other points included</source>
        <translation>%1在本次計分的分數（含其他分數）</translation>
    </message>
    <message>
        <source>Scoring</source>
        <translation>計分</translation>
    </message>
    <message>
        <source>Dirk has not received his hand-out yet: tiles still to give him from the bag: %1.</source>
        <translation>Dirk 尚未拿到應得的板塊：仍需從布袋中給他 %1 個板塊。</translation>
    </message>
    <message>
        <source>%1&apos;s city breaks the building rules (problems shown in red: %2).</source>
        <translation>%1的城邦違反建造規則（以紅色標示的問題：%2）。</translation>
    </message>
    <message numerus="yes">
        <source>%1. %2 — %n point(s)</source>
        <translation>
            <numerusform>%1. %2 — %n 分</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Dirk — %n point(s) (he cannot win)</source>
        <translation>
            <numerusform>Dirk — %n 分（他不能獲勝）</numerusform>
        </translation>
    </message>
    <message>
        <source>Before scoring %1 is recorded:</source>
        <translation>記錄第 %1 次計分之前：</translation>
    </message>
    <message>
        <source>The final scoring would leave these standings:</source>
        <translation>最後計分後的名次將如下：</translation>
    </message>
    <message>
        <source>Record the final scoring</source>
        <translation>記錄最後計分</translation>
    </message>
    <message>
        <source>Record anyway</source>
        <translation>仍要記錄</translation>
    </message>
    <message>
        <source>(%1)</source>
        <comment>points of a scoring not recorded yet</comment>
        <translation>（%1）</translation>
    </message>
    <message numerus="yes">
        <source>recorded before scoring %1 (a module&apos;s step): %n point(s); scoring %1 itself is not recorded yet</source>
        <translation>
            <numerusform>第 %1 次計分前記錄（模組的步驟）：%n 分；第 %1 次計分本身尚未記錄</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>scoring %1: %n point(s), %2 in all so far</source>
        <translation>
            <numerusform>第 %1 次計分：%n 分，目前累計 %2 分</numerusform>
        </translation>
    </message>
    <message>
        <source>other points included: %1</source>
        <translation>含其他分數：%1</translation>
    </message>
    <message>
        <source>%1 of them won during play, not in a scoring</source>
        <translation>其中 %1 分是遊戲中獲得的，不屬於任何一次計分</translation>
    </message>
    <message>
        <source>Dirk&apos;s points are shown, but he cannot win</source>
        <translation>顯示 Dirk 的分數，但他不能獲勝</translation>
    </message>
    <message>
        <source>nobody yet</source>
        <translation>尚無人</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1（%2）</translation>
    </message>
    <message>
        <source>leads by %1</source>
        <translation>領先 %1</translation>
    </message>
    <message>
        <source>shares the lead</source>
        <translation>並列領先</translation>
    </message>
    <message>
        <source>share +%1
lead +%2</source>
        <translation>並列 +%1
領先 +%2</translation>
    </message>
    <message>
        <source>lead +%1</source>
        <translation>領先 +%1</translation>
    </message>
    <message>
        <source>%1 leads alone with %2, %3 ahead of the next</source>
        <translation>%1以%2單獨領先，比下一位多 %3 個</translation>
    </message>
    <message>
        <source>%1 shares the lead with %5 at %2; one more tile to lead alone</source>
        <translation>%1與%5以%2並列領先；再多 1 個板塊即可單獨領先</translation>
    </message>
    <message>
        <source>%1 has %2: %3 more to share the lead, %4 more to lead alone</source>
        <translation>%1有%2：再多 %3 個可並列領先，再多 %4 個可單獨領先</translation>
    </message>
    <message>
        <source>%1 has %2: %4 more to lead alone</source>
        <translation>%1有%2：再多 %4 個可單獨領先</translation>
    </message>
    <message>
        <source>Building</source>
        <translation>建築</translation>
    </message>
    <message>
        <source>Leader</source>
        <translation>領先者</translation>
    </message>
    <message>
        <source>start</source>
        <translation>開始</translation>
    </message>
    <message>
        <source>Running totals after each recorded scoring</source>
        <translation>每次已記錄計分後的累計總分</translation>
    </message>
    <message>
        <source>%1 · total in scoring %2</source>
        <translation>%1 · 第 %2 次計分的總分</translation>
    </message>
    <message>
        <source>%1 · %2: Dirk takes no part</source>
        <translation>%1 · %2：Dirk 不參與</translation>
    </message>
    <message>
        <source>Points for %1 in scoring %2 if it happened now</source>
        <translation>若現在進行第 %2 次計分，%1的得分</translation>
    </message>
    <message>
        <source>%1 tiles</source>
        <translation>%1 個板塊</translation>
    </message>
    <message>
        <source>no tile, no rank</source>
        <translation>沒有板塊，沒有名次</translation>
    </message>
    <message>
        <source>same count as %1: the highest tile decides</source>
        <translation>與%1數量相同：由數值最高的板塊決定</translation>
    </message>
    <message>
        <source>Place %1 shared with %2: no points in scoring %3</source>
        <translation>與%2並列第 %1 名：第 %3 次計分不得分</translation>
    </message>
    <message>
        <source>Place %1: no points in scoring %3</source>
        <translation>第 %1 名：第 %3 次計分不得分</translation>
    </message>
    <message numerus="yes">
        <source>Place %1: %2 × %n tile(s) of this type in all cities = %3</source>
        <translation>
            <numerusform>第 %1 名：%2 × 所有城邦中此類板塊 %n 個 = %3</numerusform>
        </translation>
    </message>
    <message>
        <source>Place %1 alone: %2</source>
        <translation>單獨第 %1 名：%2</translation>
    </message>
    <message>
        <source>Place %1 shared with %2: (%3) / %4 = %5</source>
        <translation>與%2並列第 %1 名：(%3) / %4 = %5</translation>
    </message>
    <message>
        <source>%1 · %2 · scoring %3</source>
        <translation>%1 · %2 · 第 %3 次計分</translation>
    </message>
    <message>
        <source>none typed, no rank</source>
        <translation>未輸入任何數量，沒有名次</translation>
    </message>
    <message>
        <source>none counted, no rank</source>
        <translation>未計入任何數量，沒有名次</translation>
    </message>
    <message>
        <source>Record with &amp;other points…</source>
        <translation>連同其他分數記錄(&amp;O)…</translation>
    </message>
    <message>
        <source>Record the scoring with labelled points for anything the app does not count itself (a house rule, a promotional tile, …)</source>
        <translation>記錄計分，並為本程式不自行計算的一切加上附標籤的分數（家規、推廣板塊 …）</translation>
    </message>
    <message>
        <source>none: other points are entered when the scoring is recorded</source>
        <translation>無：其他分數會在記錄計分時輸入</translation>
    </message>
    <message>
        <source>= %1</source>
        <translation>= %1</translation>
    </message>
    <message>
        <source>Dirk has no city and no wall</source>
        <translation>Dirk 沒有城邦，也沒有城牆</translation>
    </message>
    <message numerus="yes">
        <source>longest outer moat: %n segment(s) = %n point(s)</source>
        <translation>
            <numerusform>最長的外部護城河：%n 段 = %n 分</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>longest outer wall: %n segment(s) = %n point(s)</source>
        <translation>
            <numerusform>最長的外部城牆：%n 段 = %n 分</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>longest outer moat (typed): %n segment(s) = %n point(s)</source>
        <translation>
            <numerusform>最長的外部護城河（手動輸入）：%n 段 = %n 分</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>longest outer wall (typed): %n segment(s) = %n point(s)</source>
        <translation>
            <numerusform>最長的外部城牆（手動輸入）：%n 段 = %n 分</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 %2</source>
        <translation>%1 %2</translation>
    </message>
    <message>
        <source>Before scoring %1, check:</source>
        <translation>第 %1 次計分前，請檢查：</translation>
    </message>
    <message numerus="yes">
        <source>Before scoring %1, check %n thing(s)</source>
        <translation>
            <numerusform>第 %1 次計分前，請檢查 %n 項</numerusform>
        </translation>
    </message>
    <message>
        <source>Fold the list to one line</source>
        <translation>把清單收合成一行</translation>
    </message>
    <message>
        <source>(no label)</source>
        <translation>（無標籤）</translation>
    </message>
    <message numerus="yes">
        <source>%1 wins with %n point(s)</source>
        <translation>
            <numerusform>%1以 %n 分獲勝</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 share the victory with %n point(s) each</source>
        <translation>
            <numerusform>%1各以 %n 分並列獲勝</numerusform>
        </translation>
    </message>
    <message>
        <source>Scoreboard</source>
        <translation>計分板</translation>
    </message>
    <message>
        <source>&amp;Scoreboard</source>
        <translation>計分板(&amp;S)</translation>
    </message>
    <message>
        <source>If scored now</source>
        <translation>若現在計分</translation>
    </message>
    <message>
        <source>Majorities</source>
        <translation>多數</translation>
    </message>
    <message>
        <source>Recorded</source>
        <translation>已記錄</translation>
    </message>
    <message>
        <source>Add this scoring to the game&apos;s history (undoable)</source>
        <translation>將本次計分加入遊戲記錄（可復原）</translation>
    </message>
    <message>
        <source>&amp;End of the game…</source>
        <translation>遊戲結束(&amp;E)…</translation>
    </message>
    <message>
        <source>Export scoreboard as &amp;CSV…</source>
        <translation>將計分板匯出為 CSV(&amp;C)…</translation>
    </message>
    <message>
        <source>Export score sheet as P&amp;DF…</source>
        <translation>將計分單匯出為 PDF(&amp;D)…</translation>
    </message>
    <message>
        <source>Export a city as P&amp;NG…</source>
        <translation>將城邦匯出為 PNG(&amp;N)…</translation>
    </message>
    <message>
        <source>&amp;Print score sheet…</source>
        <translation>列印計分單(&amp;P)…</translation>
    </message>
    <message>
        <source>Which scoring the table shows, as if it happened now</source>
        <translation>表格要顯示哪一次計分（假設現在進行）</translation>
    </message>
    <message>
        <source>More</source>
        <translation>更多</translation>
    </message>
    <message>
        <source>Show:</source>
        <translation>顯示：</translation>
    </message>
    <message>
        <source>How it adds up:</source>
        <translation>計算方式：</translation>
    </message>
    <message>
        <source>&amp;Record scoring %1</source>
        <translation>記錄第 %1 次計分(&amp;R)</translation>
    </message>
    <message>
        <source>All scorings recorded</source>
        <translation>所有計分皆已記錄</translation>
    </message>
    <message>
        <source>&amp;Record scoring %1…</source>
        <translation>記錄第 %1 次計分(&amp;R)…</translation>
    </message>
    <message>
        <source>The market is handed out (Edit ▸ Undo takes it back)</source>
        <translation>市場已分發（「編輯 ▸ 復原」可撤回）</translation>
    </message>
    <message>
        <source>The game has ended before scoring %1: record scoring %1, then the final scoring.</source>
        <translation>遊戲在第 %1 次計分前結束：請記錄第 %1 次計分，再記錄最後計分。</translation>
    </message>
    <message>
        <source>End of the game: the market is handed out (tiles received: %1). Build them, then record the final scoring.</source>
        <translation>遊戲結束：市場已分發（獲得的板塊：%1）。請建造這些板塊，然後記錄最後計分。</translation>
    </message>
    <message>
        <source>End of the game: no market tile went to anybody. Record the final scoring.</source>
        <translation>遊戲結束：市場上的板塊沒有分給任何人。請記錄最後計分。</translation>
    </message>
    <message>
        <source>Record scoring %1 now</source>
        <translation>立即記錄第 %1 次計分</translation>
    </message>
    <message>
        <source>Select a cell to see how its points come about.</source>
        <translation>選取一格即可查看其分數的計算方式。</translation>
    </message>
    <message>
        <source>Scorings recorded so far: %1 of 3. The game ends when the building market cannot be refilled, normally after scoring 2. End the game now anyway?</source>
        <translation>目前已記錄的計分：3 次中的 %1 次。建築市場無法補滿時遊戲即結束，通常是在第二次計分之後。仍要現在結束遊戲嗎？</translation>
    </message>
    <message>
        <source>End the game</source>
        <translation>結束遊戲</translation>
    </message>
    <message>
        <source>Export scoreboard</source>
        <translation>匯出計分板</translation>
    </message>
    <message>
        <source>CSV files (*.csv)</source>
        <translation>CSV 檔案 (*.csv)</translation>
    </message>
    <message>
        <source>BG Stats play files (*.json)</source>
        <translation>BG Stats 對局檔 (*.json)</translation>
    </message>
    <message>
        <source>Export Games</source>
        <translation>匯出遊戲</translation>
    </message>
    <message>
        <source>Exporting games…</source>
        <translation>正在匯出遊戲…</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>取消</translation>
    </message>
    <message numerus="yes">
        <source>%n game(s) exported to %1</source>
        <translation>
            <numerusform>已將 %n 場遊戲匯出至 %1</numerusform>
        </translation>
    </message>
    <message>
        <source>Export cancelled: nothing was written.</source>
        <translation>已取消匯出：沒有寫入任何檔案。</translation>
    </message>
    <message>
        <source>Export score sheet</source>
        <translation>匯出計分單</translation>
    </message>
    <message>
        <source>PDF files (*.pdf)</source>
        <translation>PDF 檔案 (*.pdf)</translation>
    </message>
    <message>
        <source>Export city</source>
        <translation>匯出城邦</translation>
    </message>
    <message>
        <source>PNG images (*.png)</source>
        <translation>PNG 圖片 (*.png)</translation>
    </message>
    <message>
        <source>Export</source>
        <translation>匯出</translation>
    </message>
    <message>
        <source>Scoring %1 if it happened now</source>
        <translation>若現在進行第 %1 次計分</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1：%2</translation>
    </message>
    <message>
        <source>Scoring %1 — %2</source>
        <translation>第 %1 次計分 — %2</translation>
    </message>
    <message>
        <source>Other points</source>
        <translation>其他分數</translation>
    </message>
    <message>
        <source>Wall pieces added: %1</source>
        <translation>加上的城牆片：%1</translation>
    </message>
    <message>
        <source>A treasure chest</source>
        <translation>一個寶箱</translation>
    </message>
    <message>
        <source>A building site: not a building until finished</source>
        <translation>工地：完成前不算建築</translation>
    </message>
    <message>
        <source>The wall piece on %1</source>
        <translation>%1上的城牆片</translation>
    </message>
    <message>
        <source>The chest on %1</source>
        <translation>%1上的寶箱</translation>
    </message>
    <message>
        <source>The building site %1</source>
        <translation>工地%1</translation>
    </message>
    <message>
        <source>The gate of %1</source>
        <translation>%1的城門</translation>
    </message>
    <message>
        <source>Finish the building site</source>
        <translation>完成工地</translation>
    </message>
    <message>
        <source>Mark as a building site</source>
        <translation>標記為工地</translation>
    </message>
    <message>
        <source>Take the wall piece off the %1 side</source>
        <translation>移除%1側的城牆片</translation>
    </message>
    <message numerus="yes">
        <source>Add a wall piece on the %1 side (%n left)</source>
        <translation>
            <numerusform>在%1側加上城牆片（剩 %n 片）</numerusform>
        </translation>
    </message>
    <message>
        <source>Take the chest off</source>
        <translation>移除寶箱</translation>
    </message>
    <message numerus="yes">
        <source>Put a chest on it (%n left of its colour)</source>
        <translation>
            <numerusform>放上寶箱（此顏色剩 %n 個）</numerusform>
        </translation>
    </message>
    <message>
        <source>Take the gate off the %1 side</source>
        <translation>移除%1側的城門</translation>
    </message>
    <message numerus="yes">
        <source>Put a gate on the %1 side (%n left)</source>
        <translation>
            <numerusform>在%1側放上城門（剩 %n 座）</numerusform>
        </translation>
    </message>
    <message>
        <source>&amp;System</source>
        <translation>系統預設(&amp;S)</translation>
    </message>
    <message>
        <source>&amp;Language</source>
        <translation>語言(&amp;L)</translation>
    </message>
    <message>
        <source>The catalogue for %1 (%2) is damaged, so the app speaks English: install the app again to have %1 back.</source>
        <translation>%1 的翻譯檔（%2）已損毀，因此程式改用英文：請重新安裝程式以恢復 %1。</translation>
    </message>
    <message>
        <source>This installation has no catalogue for %1 (%2): the app speaks English.</source>
        <translation>此安裝缺少%1的翻譯檔（%2）：程式將以英文顯示。</translation>
    </message>
    <message>
        <source>Language: %1</source>
        <translation>語言：%1</translation>
    </message>
    <message numerus="yes">
        <source>%n building(s) (typed)</source>
        <translation>
            <numerusform>%n 個建築（手動輸入）</numerusform>
        </translation>
    </message>
    <message>
        <source>Date</source>
        <translation>日期</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>玩家</translation>
    </message>
    <message>
        <source>Winner</source>
        <translation>勝者</translation>
    </message>
    <message>
        <source>Totals</source>
        <translation>總分</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>遊戲</translation>
    </message>
    <message>
        <source>Modules</source>
        <translation>模組</translation>
    </message>
    <message>
        <source>Games</source>
        <translation>場數</translation>
    </message>
    <message>
        <source>Wins</source>
        <translation>勝場</translation>
    </message>
    <message>
        <source>Win rate</source>
        <translation>勝率</translation>
    </message>
    <message>
        <source>Average</source>
        <translation>平均</translation>
    </message>
    <message>
        <source>Best</source>
        <translation>最佳</translation>
    </message>
    <message>
        <source>Best wall</source>
        <translation>最佳城牆</translation>
    </message>
    <message>
        <source>Best moat</source>
        <translation>最佳護城河</translation>
    </message>
    <message>
        <source>%1 %</source>
        <translation>%1%</translation>
    </message>
    <message>
        <source>the window&apos;s size and place</source>
        <translation>視窗的大小與位置</translation>
    </message>
    <message>
        <source>the panels&apos; layout</source>
        <translation>面板的配置</translation>
    </message>
    <message>
        <source>the recent files</source>
        <translation>最近開啟的檔案</translation>
    </message>
    <message>
        <source>the last folder used</source>
        <translation>上次使用的資料夾</translation>
    </message>
    <message>
        <source>the folder of the last history export</source>
        <translation>上次匯出歷史紀錄的資料夾</translation>
    </message>
    <message>
        <source>the size of an exported city&apos;s cells</source>
        <translation>匯出城邦的格子大小</translation>
    </message>
    <message>
        <source>the hint to the keys</source>
        <translation>按鍵提示</translation>
    </message>
    <message>
        <source>the language</source>
        <translation>語言</translation>
    </message>
    <message>
        <source>the catalogues already checked</source>
        <translation>已檢查過的翻譯檔</translation>
    </message>
    <message>
        <source>the theme</source>
        <translation>佈景主題</translation>
    </message>
    <message>
        <source>the phones&apos; table&apos;s network</source>
        <translation>手機牌桌的網路</translation>
    </message>
    <message>
        <source>the phones&apos; table&apos;s port</source>
        <translation>手機牌桌的連接埠</translation>
    </message>
    <message>
        <source>the scoring checklist&apos;s folding</source>
        <translation>計分前檢查清單的收合方式</translation>
    </message>
    <message>
        <source>Export a city as PNG</source>
        <translation>將城邦匯出為 PNG</translation>
    </message>
    <message>
        <source> px</source>
        <translation> 像素</translation>
    </message>
    <message>
        <source>%1 pixels a cell print a tile sharp at its real size</source>
        <translation>每格 %1 像素可按實際大小清晰列印板塊</translation>
    </message>
    <message>
        <source>Whose city:</source>
        <translation>誰的城邦：</translation>
    </message>
    <message>
        <source>A cell:</source>
        <translation>每格：</translation>
    </message>
    <message>
        <source>Export…</source>
        <translation>匯出…</translation>
    </message>
    <message>
        <source>%1 × %2 cells: an image of %3 × %4 pixels</source>
        <translation>%1 × %2 格：%3 × %4 像素的圖片</translation>
    </message>
    <message>
        <source>Put a handyman on it</source>
        <translation>放一個工匠</translation>
    </message>
    <message>
        <source>Take the handyman off</source>
        <translation>拿走工匠</translation>
    </message>
    <message>
        <source>The handyman on %1</source>
        <translation>%1上的工匠</translation>
    </message>
    <message>
        <source>A handyman</source>
        <translation>一個工匠</translation>
    </message>
    <message numerus="yes">
        <source>The handymen&apos;s largest group: %n tile(s), a point each</source>
        <translation>
            <numerusform>工匠最大的一群：%n 個板塊，每個 1 分</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n handyman(s)</source>
        <translation>
            <numerusform>%n 個工匠</numerusform>
        </translation>
    </message>
    <message>
        <source>put or take a handyman (Handymen)</source>
        <translation>放上或拿走工匠（工匠）</translation>
    </message>
    <message>
        <source>Open to the attack from the %1 (scoring %2)</source>
        <translation>對來自%1的攻擊無防護（第 %2 次計分）</translation>
    </message>
    <message numerus="yes">
        <source>%n attack card(s) drawn</source>
        <translation>
            <numerusform>已抽出 %n 張攻擊卡</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Bazaars: %n left of %1 — a click describes one by its three building types</source>
        <translation>
            <numerusform>市集：%1 個中還剩 %n 個——點一下，依它的三種建築描述一個</numerusform>
        </translation>
    </message>
    <message>
        <source>a bazaar of seraglio, arcades and tower (b, then its three types&apos; letters)</source>
        <translation>宅邸、樓閣和塔樓的市集（b，再加三種建築的字母）</translation>
    </message>
    <message>
        <source>Each bazaar scores its neighbours of its types times the types among them (final scoring)</source>
        <translation>每個市集得分：周圍屬於它種類的建築數乘以其中的種類數（最後計分）</translation>
    </message>
    <message numerus="yes">
        <source>%n bazaar(s)</source>
        <translation>
            <numerusform>%n 個市集</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 huts: %n left of %2 (a player holds at most %3)</source>
        <translation>
            <numerusform>%1工棚：%2 個中還剩 %n 個（每位玩家最多 %3 個）</numerusform>
        </translation>
    </message>
    <message>
        <source>a garden hut walled south (h, the type&apos;s letter, its walled sides)</source>
        <translation>南側有城牆的園林工棚（h、建築的字母、有城牆的邊）</translation>
    </message>
    <message>
        <source>Each hut counts one more building of its type for every open side it turns to one</source>
        <translation>每個工棚每有一個開放的邊朝向同種建築，就多算一座該種建築</translation>
    </message>
    <message numerus="yes">
        <source>%n hut(s)</source>
        <translation>
            <numerusform>%n 個工棚</numerusform>
        </translation>
    </message>
    <message>
        <source>Wall to the %1</source>
        <translation>%1側的城牆</translation>
    </message>
    <message>
        <source>What each mission in play counts, labelled with its number</source>
        <translation>遊戲中每個任務所計算的內容，標上任務編號</translation>
    </message>
    <message numerus="yes">
        <source>%n mission tile(s) in play</source>
        <translation>
            <numerusform>遊戲中有 %n 個任務板塊</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Camps: %n left of %1 — a click describes one by its bastions</source>
        <translation>
            <numerusform>營地：%1 個中還剩 %n 個——點一下，依它的稜堡描述一個</numerusform>
        </translation>
    </message>
    <message>
        <source>a camp with its bastion to the north (k, then its bastion sides)</source>
        <translation>稜堡在北側的營地（k，再加稜堡所在的邊）</translation>
    </message>
    <message>
        <source>a camp with two bastions, to the north and the east</source>
        <translation>有兩個稜堡（北側和東側）的營地</translation>
    </message>
    <message>
        <source>Each bastion scores the buildings in a line behind the wall it faces</source>
        <translation>每個稜堡計算它所面對的城牆後方一直線上的建築</translation>
    </message>
    <message numerus="yes">
        <source>%n camp(s)</source>
        <translation>
            <numerusform>%n 個營地</numerusform>
        </translation>
    </message>
    <message>
        <source>Bastion to the %1</source>
        <translation>%1側的稜堡</translation>
    </message>
    <message>
        <source>Medina %1: in the game already</source>
        <translation>麥地那 %1：已在遊戲中</translation>
    </message>
    <message>
        <source>Medina %1: in the supply</source>
        <translation>麥地那 %1：在供應區</translation>
    </message>
    <message>
        <source>the medina 5 walled north (m, its price, its walled sides)</source>
        <translation>北側有城牆的麥地那 5（m、價格、有城牆的邊）</translation>
    </message>
    <message>
        <source>the medina 7 without walls</source>
        <translation>沒有城牆的麥地那 7</translation>
    </message>
    <message>
        <source>The medinas built rank the player: the fewest and cheapest pay most</source>
        <translation>已建的麥地那決定名次：最少且最便宜的付出最多</translation>
    </message>
    <message numerus="yes">
        <source>%n medina(s)</source>
        <translation>
            <numerusform>%n 個麥地那</numerusform>
        </translation>
    </message>
    <message>
        <source>Price:</source>
        <translation>價格：</translation>
    </message>
    <message>
        <source>Price of the medina</source>
        <translation>麥地那的價格</translation>
    </message>
    <message>
        <source>%1 (in the game)</source>
        <translation>%1（已在遊戲中）</translation>
    </message>
    <message>
        <source>Put a resident on it</source>
        <translation>放一位居民</translation>
    </message>
    <message>
        <source>Take the resident off</source>
        <translation>拿走居民</translation>
    </message>
    <message>
        <source>The resident on %1</source>
        <translation>%1上的居民</translation>
    </message>
    <message>
        <source>Take the trader disc away</source>
        <translation>拿走商販圓片</translation>
    </message>
    <message>
        <source>Put the trader disc here</source>
        <translation>把商販圓片放在這裡</translation>
    </message>
    <message>
        <source>The trader disc</source>
        <translation>商販圓片</translation>
    </message>
    <message>
        <source>A resident</source>
        <translation>一位居民</translation>
    </message>
    <message>
        <source>The buildings with a resident: each layer of different colours scores</source>
        <translation>有居民的建築：每一層不同顏色的居民計分</translation>
    </message>
    <message numerus="yes">
        <source>%n resident(s)</source>
        <translation>
            <numerusform>%n 位居民</numerusform>
        </translation>
    </message>
    <message>
        <source>put or take a resident (Street traders)</source>
        <translation>放上或拿走居民（流動商販）</translation>
    </message>
    <message>
        <source>on an empty cell: put or take the trader disc (Street traders)</source>
        <translation>在空格上：放上或拿走商販圓片（流動商販）</translation>
    </message>
    <message>
        <source>A piece of the modules</source>
        <translation>模組的配件</translation>
    </message>
    <message>
        <source>Another: %1…</source>
        <translation>另一個：%1…</translation>
    </message>
    <message>
        <source>Set it on the cell</source>
        <translation>放在這一格</translation>
    </message>
    <message>
        <source>Column %1, row %2 is…</source>
        <translation>第 %1 欄、第 %2 列是…</translation>
    </message>
    <message>
        <source>The fountain</source>
        <translation>獅子泉</translation>
    </message>
    <message>
        <source>Empty</source>
        <translation>空格</translation>
    </message>
    <message>
        <source>Let the photo decide</source>
        <translation>由照片判斷</translation>
    </message>
    <message>
        <source>%1, already %2</source>
        <translation>%1，已%2</translation>
    </message>
    <message>
        <source>As the photo shows</source>
        <translation>依照片所示</translation>
    </message>
    <message>
        <source>Photos (*.jpg *.jpeg *.png *.webp *.tif *.tiff *.gif *.bmp);;All files (*)</source>
        <translation>照片 (*.jpg *.jpeg *.png *.webp *.tif *.tiff *.gif *.bmp);;所有檔案 (*)</translation>
    </message>
    <message>
        <source>%1&apos;s city from their phone</source>
        <translation>%1 的城邦（來自手機）</translation>
    </message>
    <message>
        <source>&amp;Theme</source>
        <translation>佈景主題(&amp;T)</translation>
    </message>
    <message>
        <source>%1&apos;s phone confirmed their city after it was changed on this computer: the phone&apos;s city is in the game, and Edit ▸ Undo brings back the city as it was.</source>
        <translation>%1 在這台電腦修改城邦之後，才用手機確認了城邦：手機上的城邦已放入遊戲，「編輯 ▸ 復原」可取回原本的城邦。</translation>
    </message>
    <message>
        <source>%1 is in it twice</source>
        <translation>%1 在其中出現兩次</translation>
    </message>
    <message>
        <source>%1 is %2</source>
        <translation>%1 %2</translation>
    </message>
    <message>
        <source>%1&apos;s phone confirmed a city the game cannot take: %2.</source>
        <translation>%1 的手機確認了遊戲無法接受的城邦：%2。</translation>
    </message>
    <message>
        <source>The game refused a change from %1&apos;s phone: %2.</source>
        <translation>遊戲拒絕了來自 %1 手機的變更：%2。</translation>
    </message>
    <message>
        <source>Typed figures</source>
        <translation>輸入的數值</translation>
    </message>
    <message>
        <source>T&amp;yped figures</source>
        <translation>輸入的數值(&amp;Y)</translation>
    </message>
    <message>
        <source>None of the modules in play asks for typed figures. Where a module scores what the city does not show (falcons, culture counters, completed projects, points won during play), each player&apos;s figures are typed here, with the box&apos;s checks (Game ▸ Modules…).</source>
        <translation>目前沒有任何模組需要輸入數值。若模組計分的內容無法從城邦看出（獵鷹、文化標記、完成的專案、遊戲中獲得的分數），每位玩家的數值就在這裡輸入，並依盒中配件檢查（遊戲 ▸ 模組…）。</translation>
    </message>
    <message>
        <source>Points won during play</source>
        <translation>遊戲中獲得的分數</translation>
    </message>
    <message>
        <source>Entered as they are won, with the number of the next scoring; counted once in the game&apos;s total, not in a scoring</source>
        <translation>獲得時隨即輸入，並記下下一次計分的編號；只在總分中計算一次，不屬於任何一次計分</translation>
    </message>
    <message>
        <source>%1 of %2</source>
        <translation>%1 / %2</translation>
    </message>
    <message>
        <source>All players together, and what the box holds</source>
        <translation>所有玩家合計，以及盒中的數量</translation>
    </message>
    <message>
        <source>none</source>
        <translation>無</translation>
    </message>
    <message>
        <source>%1 at the start</source>
        <translation>開始時 %1</translation>
    </message>
    <message>
        <source>%1 = %2</source>
        <translation>%1 = %2</translation>
    </message>
    <message numerus="yes">
        <source>Won %n point(s)</source>
        <translation>
            <numerusform>獲得 %n 分</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Paid %n point(s)</source>
        <translation>
            <numerusform>支付 %n 分</numerusform>
        </translation>
    </message>
    <message>
        <source>Take back the last</source>
        <translation>收回最後一筆</translation>
    </message>
    <message>
        <source>%1: type whole numbers, separated by commas.</source>
        <translation>%1：請輸入整數，以逗號分隔。</translation>
    </message>
    <message>
        <source>Bathhouses: %1 of %2 left</source>
        <translation>浴場：剩 %1 / %2</translation>
    </message>
    <message>
        <source>a bathhouse (no walls)</source>
        <translation>一座浴場（沒有城牆）</translation>
    </message>
    <message>
        <source>A bathhouse has no walls and is no building.</source>
        <translation>浴場沒有城牆，也不是建築。</translation>
    </message>
    <message>
        <source>Well %1: %2 left</source>
        <translation>水井 %1：剩 %2</translation>
    </message>
    <message>
        <source>the well of value 5 (w and its value)</source>
        <translation>數值 5 的水井（w 加上數值）</translation>
    </message>
    <message>
        <source>Value:</source>
        <translation>數值：</translation>
    </message>
    <message>
        <source>Value of the well</source>
        <translation>水井的數值</translation>
    </message>
    <message>
        <source>%1 (none left)</source>
        <translation>%1（已無剩餘）</translation>
    </message>
    <message>
        <source>The extension on %1</source>
        <translation>%1 上的擴建</translation>
    </message>
    <message>
        <source>Take the extension off</source>
        <translation>移除擴建</translation>
    </message>
    <message numerus="yes">
        <source>Put an extension on it (%n left of its type)</source>
        <translation>
            <numerusform>放上擴建（此類型剩 %n 個）</numerusform>
        </translation>
    </message>
    <message>
        <source>An extension: one more building of its type</source>
        <translation>擴建：多算一座同類型建築</translation>
    </message>
    <message>
        <source>Each extension counts one more building of its type</source>
        <translation>每個擴建多算一座同類型建築</translation>
    </message>
    <message numerus="yes">
        <source>%n extension(s)</source>
        <translation>
            <numerusform>%n 個擴建</numerusform>
        </translation>
    </message>
    <message>
        <source>put or take an extension (Extensions)</source>
        <translation>放上或移除擴建（擴建）</translation>
    </message>
    <message numerus="yes">
        <source>Magical %1 %2: %n wall(s) as printed, built turned any way</source>
        <translation>
            <numerusform>魔法%1 %2：印有 %n 段城牆，可任意轉向建造</numerusform>
        </translation>
    </message>
    <message>
        <source>the magical garden 13 as it lies (the type&apos;s letter, its price, its walls)</source>
        <translation>魔法園林 13 目前的擺放方向（類型字母、價格、城牆）</translation>
    </message>
    <message numerus="yes">
        <source>%n magical tile(s)</source>
        <translation>
            <numerusform>%n 片魔法板塊</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>As printed, in its reading position: %n wall(s)</source>
        <translation>
            <numerusform>依印刷、以閱讀方向擺放：%n 段城牆</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 grounds: %n left of %2</source>
        <translation>
            <numerusform>%1建地：%2 個中剩 %n 個</numerusform>
        </translation>
    </message>
    <message>
        <source>A ground counts as a building of its type</source>
        <translation>建地算作一座同類型建築</translation>
    </message>
    <message>
        <source>a garden ground (u, the type&apos;s letter, any walled sides: ugs)</source>
        <translation>園林建地（u、類型字母、有城牆的邊：ugs）</translation>
    </message>
    <message numerus="yes">
        <source>%n ground(s)</source>
        <translation>
            <numerusform>%n 塊建地</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>New-market %1: %n left of %2</source>
        <translation>
            <numerusform>新建築市場%1：%2 個中剩 %n 個</numerusform>
        </translation>
    </message>
    <message>
        <source>The new market&apos;s tile counts as a building of its type</source>
        <translation>新建築市場的板塊算作一座同類型建築</translation>
    </message>
    <message>
        <source>the new market&apos;s tower (n, the type&apos;s letter, any walled sides: nts)</source>
        <translation>新建築市場的塔樓（n、類型字母、有城牆的邊：nts）</translation>
    </message>
    <message numerus="yes">
        <source>%n new-market tile(s)</source>
        <translation>
            <numerusform>%n 片新建築市場板塊</numerusform>
        </translation>
    </message>
    <message>
        <source>The servant on %1</source>
        <translation>%1 上的僕役</translation>
    </message>
    <message>
        <source>Put a servant on it</source>
        <translation>放上僕役</translation>
    </message>
    <message>
        <source>Take the servant off</source>
        <translation>移除僕役</translation>
    </message>
    <message>
        <source>A servant</source>
        <translation>一名僕役</translation>
    </message>
    <message>
        <source>Each building without a servant costs a point</source>
        <translation>每座沒有僕役的建築扣一分</translation>
    </message>
    <message numerus="yes">
        <source>%n servant(s)</source>
        <translation>
            <numerusform>%n 名僕役</numerusform>
        </translation>
    </message>
    <message>
        <source>put or take a servant (Palace staff)</source>
        <translation>放上或移除僕役（宮廷僕役）</translation>
    </message>
    <message>
        <source>Record Palace Staff &amp;Before the Leftover Tiles</source>
        <translation>記錄剩餘板塊前的宮廷僕役(&amp;B)</translation>
    </message>
    <message>
        <source>At the end of the game, before the market&apos;s last tiles are handed out: every building without a servant costs a point</source>
        <translation>遊戲結束時、分發建築市場最後的板塊之前：每座沒有僕役的建築扣一分</translation>
    </message>
    <message>
        <source>Palace staff</source>
        <translation>宮廷僕役</translation>
    </message>
    <message>
        <source>The second longest wall: it scores up to the pips on the black dice</source>
        <translation>第二長的外部城牆：最多計入黑色骰子上的點數</translation>
    </message>
    <message>
        <source>%1 is in %2&apos;s and %3&apos;s cities.</source>
        <translation>%1 同時在 %2 和 %3 的城邦中。</translation>
    </message>
    <message>
        <source>a plaza walled north and east (z and its walls)</source>
        <translation>北側與東側有城牆的廣場（z 加上城牆）</translation>
    </message>
    <message numerus="yes">
        <source>%n plaza(s)</source>
        <translation>
            <numerusform>%n 個廣場</numerusform>
        </translation>
    </message>
    <message>
        <source>Plazas: %1 left; described by the walls printed</source>
        <translation>廣場：剩 %1 個；依印製的城牆描述</translation>
    </message>
    <message>
        <source>%1 land tiles: %2 of %3 left; described by the price and the walls printed</source>
        <translation>%1土地板塊：剩 %2 片（共 %3 片）；依印製的價格與城牆描述</translation>
    </message>
    <message>
        <source>a land tile as printed: the type&apos;s letter, its price, its walls</source>
        <translation>依印製描述的土地板塊：類型字母、價格、城牆</translation>
    </message>
    <message numerus="yes">
        <source>%n land tile(s)</source>
        <translation>
            <numerusform>%n 片土地板塊</numerusform>
        </translation>
    </message>
    <message>
        <source>Price of the land tile</source>
        <translation>土地板塊的價格</translation>
    </message>
    <message>
        <source>during play</source>
        <comment>points won outside the scorings, after a player&apos;s scorings</comment>
        <translation>遊戲中獲得</translation>
    </message>
    <message>
        <source>%1, %2 %3</source>
        <comment>a module, its step, the points</comment>
        <translation>%1，%2 %3</translation>
    </message>
    <message>
        <source>Give Dirk tiles…</source>
        <translation>給 Dirk 板塊…</translation>
    </message>
</context>
<context>
    <name>AlhambraError</name>
    <message>
        <source>cannot save ({reason})</source>
        <translation>無法儲存（{reason}）</translation>
    </message>
    <message>
        <source>{source}: {what}</source>
        <translation>{source}：{what}</translation>
    </message>
    <message>
        <source>{what} (kept as {file})</source>
        <translation>{what}（已保留為 {file}）</translation>
    </message>
    <message>
        <source>the fountain stays alone at (0, 0)</source>
        <translation>(0, 0) 只能放獅子泉</translation>
    </message>
    <message>
        <source>({x}, {y}) is already built on</source>
        <translation>({x}, {y}) 已有建築</translation>
    </message>
    <message>
        <source>({x}, {y}) is more than 100 cells from the fountain</source>
        <translation>({x}, {y}) 距離獅子泉超過 100 格</translation>
    </message>
    <message>
        <source>the fountain never moves</source>
        <translation>獅子泉永遠不能移動</translation>
    </message>
    <message>
        <source>({x}, {y}) has no tile</source>
        <translation>({x}, {y}) 沒有板塊</translation>
    </message>
    <message>
        <source>({x}, {y}) has no tile to mark</source>
        <translation>({x}, {y}) 沒有可標記的板塊</translation>
    </message>
    <message>
        <source>this tile cannot be removed</source>
        <translation>此板塊無法移除</translation>
    </message>
    <message>
        <source>{tile} cannot be swapped in here</source>
        <translation>{tile}無法換到這裡</translation>
    </message>
    <message>
        <source>this tile cannot move there</source>
        <translation>此板塊無法移到那裡</translation>
    </message>
    <message>
        <source>{what}: {reasons}</source>
        <translation>{what}：{reasons}</translation>
    </message>
    <message>
        <source>{tile} cannot be built here</source>
        <translation>{tile}無法建在這裡</translation>
    </message>
    <message>
        <source>{name} is scored from the city already</source>
        <translation>{name}已經以城邦計分</translation>
    </message>
    <message>
        <source>{name} is scored from typed counts: the city is kept as it was until the table switches back to it</source>
        <translation>{name}以手動輸入的數量計分：在改回以城邦計分之前，城邦維持原狀</translation>
    </message>
    <message>
        <source>must be &quot;city&quot; or &quot;counts&quot;</source>
        <translation>必須是 &quot;city&quot; 或 &quot;counts&quot;</translation>
    </message>
    <message>
        <source>&quot;counts&quot; needs the player&apos;s &quot;{key}&quot;</source>
        <translation>&quot;counts&quot; 需要玩家的 &quot;{key}&quot;</translation>
    </message>
    <message>
        <source>an object of counts per building type and the wall</source>
        <translation>記錄各建築類型數量與城牆的物件</translation>
    </message>
    <message>
        <source>{type} is neither a building type of {variant} nor one of: {keys}</source>
        <translation>{type}既不是{variant}的建築類型，也不是以下任何一項：{keys}</translation>
    </message>
    <message>
        <source>an object of the highest value per building type</source>
        <translation>記錄各建築類型最高數值的物件</translation>
    </message>
    <message>
        <source>a tile with type and price</source>
        <translation>含 type 與 price 的板塊</translation>
    </message>
    <message>
        <source>no bonus card shows {type} {price} (the cards show the ten tiles without walls)</source>
        <translation>沒有獎勵卡畫著{type} {price}（獎勵卡畫的是 10 個沒有城牆的板塊）</translation>
    </message>
    <message>
        <source>the same tile is listed twice</source>
        <translation>同一個板塊列出了兩次</translation>
    </message>
    <message>
        <source>is not a building type of {variant}</source>
        <translation>不是{variant}的建築類型</translation>
    </message>
    <message>
        <source>{number} is out of range ({low} to {high})</source>
        <translation>{number} 超出範圍（{low} 到 {high}）</translation>
    </message>
    <message>
        <source>only Granada breaks ties by the highest value, not {variant}</source>
        <translation>只有格拉納達以最高數值打破並列，{variant}則否</translation>
    </message>
    <message>
        <source>no {type} is counted, so none is the highest</source>
        <translation>沒有計入任何{type}，因此沒有最高數值</translation>
    </message>
    <message>
        <source>{number} is out of range ({low} to {high} for {count} counted)</source>
        <translation>{number} 超出範圍（計入 {count} 個時為 {low} 到 {high}）</translation>
    </message>
    <message>
        <source>give the highest value of {type} ({count} counted)</source>
        <translation>請提供{type}的最高數值（已計入 {count} 個）</translation>
    </message>
    <message>
        <source>the game does not list the module {module}</source>
        <translation>遊戲未列出模組 {module}</translation>
    </message>
    <message>
        <source>{chests} chests on {count} buildings (at most one chest on a building)</source>
        <translation>{count} 個建築上有 {chests} 個寶箱（每個建築最多一個寶箱）</translation>
    </message>
    <message>
        <source>{number} {type} tiles of bonus cards stand in a city of {count} {type} buildings</source>
        <translation>在只有 {count} 個{type}建築的城邦中，有 {number} 個獎勵卡上的{type}板塊</translation>
    </message>
    <message>
        <source>{name}&apos;s counts: {key}: {what}</source>
        <translation>{name}的數量：{key}：{what}</translation>
    </message>
    <message>
        <source>{name} is not a currency ({names})</source>
        <translation>{name} 不是貨幣（{names}）</translation>
    </message>
    <message>
        <source>{source}: {place}: {what}</source>
        <translation>{source}：{place}：{what}</translation>
    </message>
    <message>
        <source>nested more than {depth} levels deep</source>
        <translation>巢狀層數超過 {depth} 層</translation>
    </message>
    <message>
        <source>the top level</source>
        <translation>最上層</translation>
    </message>
    <message>
        <source>the text {text} holds a broken character (a lone surrogate)</source>
        <translation>文字 {text} 含有損壞的字元（孤立的代理字元）</translation>
    </message>
    <message>
        <source>the file must hold one JSON object (a game)</source>
        <translation>檔案必須包含一個 JSON 物件（一場遊戲）</translation>
    </message>
    <message>
        <source>must be {what} (a JSON object)</source>
        <translation>必須是{what}（JSON 物件）</translation>
    </message>
    <message>
        <source>must be a list</source>
        <translation>必須是清單</translation>
    </message>
    <message>
        <source>{count} entries (at most {most})</source>
        <translation>{count} 項（最多 {most} 項）</translation>
    </message>
    <message>
        <source>must be a list of whole numbers</source>
        <translation>必須是整數的列表</translation>
    </message>
    <message>
        <source>{value} is not one of {options}</source>
        <translation>{value} 不是 {options} 之一</translation>
    </message>
    <message>
        <source>{value} is listed twice</source>
        <translation>{value} 重複列出</translation>
    </message>
    <message>
        <source>an object of typed figures by module</source>
        <translation>依模組列出輸入數值的物件</translation>
    </message>
    <message>
        <source>{module} is not a module whose figures are typed</source>
        <translation>{module} 不是需要輸入數值的模組</translation>
    </message>
    <message>
        <source>an object of figures</source>
        <translation>數值的物件</translation>
    </message>
    <message>
        <source>is not a figure of {module} (one of {keys})</source>
        <translation>不是 {module} 的數值（應為 {keys} 之一）</translation>
    </message>
    <message>
        <source>an object of typed figures by player</source>
        <translation>依玩家列出輸入數值的物件</translation>
    </message>
    <message>
        <source>an object with module, points and round</source>
        <translation>含 module、points 與 round 的物件</translation>
    </message>
    <message>
        <source>{module} is not a module with immediate points</source>
        <translation>{module} 不是有即時分數的模組</translation>
    </message>
    <message>
        <source>must hold {minimum} to {maximum} entries, not {count}</source>
        <translation>必須有 {minimum} 到 {maximum} 個項目，而不是 {count} 個</translation>
    </message>
    <message>
        <source>must be a whole number</source>
        <translation>必須是整數</translation>
    </message>
    <message>
        <source>must be a text</source>
        <translation>必須是文字</translation>
    </message>
    <message>
        <source>is longer than {count} characters</source>
        <translation>超過 {count} 個字元</translation>
    </message>
    <message>
        <source>must be true or false</source>
        <translation>必須是 true 或 false</translation>
    </message>
    <message>
        <source>must be a text of NESW letters</source>
        <translation>必須是由 NESW 字母組成的文字</translation>
    </message>
    <message>
        <source>a tile with x and y</source>
        <translation>含 x 與 y 的板塊</translation>
    </message>
    <message>
        <source>cannot read the file ({reason})</source>
        <translation>無法讀取檔案（{reason}）</translation>
    </message>
    <message>
        <source>no such file</source>
        <translation>沒有這個檔案</translation>
    </message>
    <message>
        <source>not a game file (not a regular file)</source>
        <translation>不是遊戲檔案（不是一般檔案）</translation>
    </message>
    <message>
        <source>the file is larger than a game file can be</source>
        <translation>檔案大小超過遊戲檔案的上限</translation>
    </message>
    <message>
        <source>cannot save: the game holds text that is not valid Unicode</source>
        <translation>無法儲存：遊戲中含有無效的 Unicode 文字</translation>
    </message>
    <message>
        <source>cannot save: the folder {folder} does not exist</source>
        <translation>無法儲存：資料夾 {folder} 不存在</translation>
    </message>
    <message>
        <source>cannot save: the file is read-only</source>
        <translation>無法儲存：檔案為唯讀</translation>
    </message>
    <message>
        <source>cannot save: no file can have this name</source>
        <translation>無法儲存：沒有檔案能用這個名稱</translation>
    </message>
    <message>
        <source>{tile} is not in {name}&apos;s reserve</source>
        <translation>{tile}不在{name}的預定建築庫存中</translation>
    </message>
    <message>
        <source>{module} has no figure {key}</source>
        <translation>{module} 沒有數值 {key}</translation>
    </message>
    <message>
        <source>{place}: {what}</source>
        <translation>{place}：{what}</translation>
    </message>
    <message>
        <source>all three scorings are recorded: no more points are won</source>
        <translation>三次計分都已記錄：不再獲得分數</translation>
    </message>
    <message>
        <source>no points entered to take back</source>
        <translation>沒有可收回的分數</translation>
    </message>
    <message>
        <source>{tile} is not in Dirk&apos;s pile</source>
        <translation>{tile} 不在 Dirk 的板塊堆中</translation>
    </message>
    <message>
        <source>Dirk has points in a recorded scoring: he stays in the game</source>
        <translation>Dirk 在已記錄的計分中有分數：他留在遊戲中</translation>
    </message>
    <message>
        <source>Dirk plays only in two-player Alhambra games</source>
        <translation>Dirk 只參與兩人的阿爾罕布拉遊戲</translation>
    </message>
    <message>
        <source>there is no player called {name}</source>
        <translation>沒有名為 {name} 的玩家</translation>
    </message>
    <message>
        <source>no module in play has pieces of the kind {kind}</source>
        <translation>沒有使用中的模組有 {kind} 這種配件</translation>
    </message>
    <message>
        <source>{tile} is already {where}</source>
        <translation>{tile}已經{where}</translation>
    </message>
    <message>
        <source>Dirk is not in play</source>
        <translation>Dirk 未參與遊戲</translation>
    </message>
    <message>
        <source>{tile} is not in the game</source>
        <translation>{tile}不在遊戲中</translation>
    </message>
    <message>
        <source>{tile} cannot be built turned</source>
        <translation>{tile}無法轉向建造</translation>
    </message>
    <message>
        <source>all three scorings are already recorded</source>
        <translation>三次計分皆已記錄</translation>
    </message>
    <message>
        <source>the next scoring to record is scoring {due}, not {round}</source>
        <translation>下一次要記錄的是第 {due} 次計分，而不是第 {round} 次</translation>
    </message>
    <message>
        <source>no module in play has the scoring step {step}</source>
        <translation>沒有進行中的模組有計分步驟 {step}</translation>
    </message>
    <message>
        <source>the step {step} is already recorded</source>
        <translation>步驟 {step} 已記錄</translation>
    </message>
    <message>
        <source>the step {step} comes after scoring {before}, before scoring {round}</source>
        <translation>步驟 {step} 在第 {before} 次計分之後、第 {round} 次計分之前</translation>
    </message>
    <message>
        <source>the step {step} comes once, after scoring {before}, before scoring {round}</source>
        <translation>步驟 {step} 只有一次，在第 {before} 次計分之後、第 {round} 次計分之前</translation>
    </message>
    <message>
        <source>the file is not UTF-8 text</source>
        <translation>檔案不是 UTF-8 文字</translation>
    </message>
    <message>
        <source>not valid JSON: {problem} at line {line}, column {column}</source>
        <translation>不是有效的 JSON：第 {line} 行第 {column} 欄：{problem}</translation>
    </message>
    <message>
        <source>the JSON is nested too deeply</source>
        <translation>JSON 的巢狀層數過深</translation>
    </message>
    <message>
        <source>a number in the file is too long to read</source>
        <translation>檔案中的某個數字過長，無法讀取</translation>
    </message>
    <message>
        <source>a game</source>
        <translation>遊戲</translation>
    </message>
    <message>
        <source>not an Alhambra game file (format must be &quot;{format}&quot;)</source>
        <translation>不是阿爾罕布拉的遊戲檔案（format 必須是 &quot;{format}&quot;）</translation>
    </message>
    <message>
        <source>format version {version} is not supported (this app reads version {known})</source>
        <translation>不支援格式版本 {version}（本程式讀取的版本為 {known}）</translation>
    </message>
    <message>
        <source>must be one of {names}</source>
        <translation>必須是以下其中之一：{names}</translation>
    </message>
    <message>
        <source>a module is listed twice</source>
        <translation>某個模組列出了兩次</translation>
    </message>
    <message>
        <source>a player</source>
        <translation>玩家</translation>
    </message>
    <message>
        <source>a tile on the fountain&apos;s cell (0, 0)</source>
        <translation>獅子泉所在的格子 (0, 0) 上有板塊</translation>
    </message>
    <message>
        <source>two tiles on one cell ({x}, {y})</source>
        <translation>同一格 ({x}, {y}) 上有兩個板塊</translation>
    </message>
    <message>
        <source>must be a colour written #rrggbb</source>
        <translation>必須是以 #rrggbb 表示的顏色</translation>
    </message>
    <message>
        <source>is only allowed on a tile built in a city</source>
        <translation>只能用於建在城邦中的板塊</translation>
    </message>
    <message>
        <source>an object with tiles</source>
        <translation>含 tiles 的物件</translation>
    </message>
    <message>
        <source>is not allowed on a tile of Dirk&apos;s pile</source>
        <translation>不可放在 Dirk 板塊堆中的板塊上</translation>
    </message>
    <message>
        <source>an object</source>
        <translation>物件</translation>
    </message>
    <message>
        <source>scoring {due} is due here, not {round}</source>
        <translation>這裡應為第 {due} 次計分，而不是第 {round} 次</translation>
    </message>
    <message>
        <source>{step} is not a scoring step of a module in play</source>
        <translation>{step} 不是進行中模組的計分步驟</translation>
    </message>
    <message>
        <source>{name} is not a player</source>
        <translation>{name} 不是玩家</translation>
    </message>
    <message>
        <source>a tile</source>
        <translation>板塊</translation>
    </message>
    <message>
        <source>{tile} is used twice (also at {place})</source>
        <translation>{tile}使用了兩次（另一次在 {place}）</translation>
    </message>
    <message>
        <source>{kind} is not a kind of piece (one of {kinds})</source>
        <translation>{kind} 不是一種配件（可用：{kinds}）</translation>
    </message>
    <message>
        <source>an object of currencies</source>
        <translation>以貨幣為鍵的物件</translation>
    </message>
    <message>
        <source>{letter} is not a side (one of N, E, S, W)</source>
        <translation>{letter} 不是方位（N、E、S、W 之一）</translation>
    </message>
    <message>
        <source>walls &quot;{text}&quot; must be distinct letters from NESW</source>
        <translation>城牆 &quot;{text}&quot; 必須是 NESW 中不重複的字母</translation>
    </message>
    <message>
        <source>a card with type and price</source>
        <translation>含 type 與 price 的卡牌</translation>
    </message>
    <message>
        <source>there is no bonus card {type} {price} (the cards show the ten tiles without walls)</source>
        <translation>沒有獎勵卡{type} {price}（獎勵卡畫的是 10 個沒有城牆的板塊）</translation>
    </message>
    <message>
        <source>the same card is listed twice</source>
        <translation>同一張卡牌列出了兩次</translation>
    </message>
    <message>
        <source>no bonus card shows {type} {price}</source>
        <translation>沒有獎勵卡畫著{type} {price}</translation>
    </message>
    <message>
        <source>the bonus card {type} {price} is held by {name} too</source>
        <translation>{name}也持有獎勵卡{type} {price}</translation>
    </message>
    <message>
        <source>there is no bonus card {type} {price}</source>
        <translation>沒有獎勵卡{type} {price}</translation>
    </message>
    <message>
        <source>{name} holds the bonus card {type} {price}</source>
        <translation>{name}持有獎勵卡{type} {price}</translation>
    </message>
    <message>
        <source>{name} does not hold the bonus card {type} {price}</source>
        <translation>{name}未持有獎勵卡{type} {price}</translation>
    </message>
    <message>
        <source>a building site is one of the player&apos;s built tiles</source>
        <translation>工地必須是玩家已建造的板塊之一</translation>
    </message>
    <message>
        <source>{tile} is a building site already</source>
        <translation>{tile}已經是工地</translation>
    </message>
    <message>
        <source>{tile} is not a building site</source>
        <translation>{tile}不是工地</translation>
    </message>
    <message>
        <source>an object with wise_man and city_watch</source>
        <translation>含 wise_man 與 city_watch 的物件</translation>
    </message>
    <message>
        <source>is not a character (wise_man, city_watch)</source>
        <translation>不是角色（wise_man、city_watch）</translation>
    </message>
    <message>
        <source>an object with player and type</source>
        <translation>含 player 與 type 的物件</translation>
    </message>
    <message>
        <source>{type} is not a building type</source>
        <translation>{type}不是建築類型</translation>
    </message>
    <message>
        <source>the Wise Man&apos;s holder names a building type</source>
        <translation>智者的持有者須指定一種建築類型</translation>
    </message>
    <message>
        <source>a gate goes on a double wall: both tiles walled on that side</source>
        <translation>城門必須放在雙城牆上：兩個板塊在該側都有城牆</translation>
    </message>
    <message>
        <source>a gate with x, y and side</source>
        <translation>含 x、y 與 side 的城門</translation>
    </message>
    <message>
        <source>must be one side: N, E, S or W</source>
        <translation>必須是一個方位：N、E、S 或 W</translation>
    </message>
    <message>
        <source>the same gate is listed twice</source>
        <translation>同一座城門列出了兩次</translation>
    </message>
    <message>
        <source>the gate between ({x}, {y}) and ({x2}, {y2}) is not on a double wall</source>
        <translation>({x}, {y}) 與 ({x2}, {y2}) 之間的城門不在雙城牆上</translation>
    </message>
    <message>
        <source>more than the {count} gates of the game</source>
        <translation>超過遊戲中的 {count} 座城門</translation>
    </message>
    <message>
        <source>there is a gate on that edge already</source>
        <translation>該邊上已有城門</translation>
    </message>
    <message>
        <source>there is no gate on that edge</source>
        <translation>該邊上沒有城門</translation>
    </message>
    <message>
        <source>without the gate the city breaks a rule</source>
        <translation>沒有這座城門，城邦就會違反規則</translation>
    </message>
    <message>
        <source>all {count} gates are in use</source>
        <translation>全部 {count} 座城門都已使用</translation>
    </message>
    <message>
        <source>&quot;{walls}&quot; repeats a printed wall of {tile}</source>
        <translation>&quot;{walls}&quot; 與{tile}上印刷的城牆重複</translation>
    </message>
    <message>
        <source>more than the {count} wall pieces of the game</source>
        <translation>超過遊戲中的 {count} 片城牆片</translation>
    </message>
    <message>
        <source>a wall piece goes on one of the player&apos;s own building tiles</source>
        <translation>城牆片必須放在玩家自己的建築板塊上</translation>
    </message>
    <message>
        <source>{tile} already has a wall on that side</source>
        <translation>{tile}在該側已有城牆</translation>
    </message>
    <message>
        <source>all {count} wall pieces are in use</source>
        <translation>全部 {count} 片城牆片都已使用</translation>
    </message>
    <message>
        <source>{tile} has no added wall on that side</source>
        <translation>{tile}在該側沒有加上的城牆</translation>
    </message>
    <message>
        <source>the wall piece breaks a rule</source>
        <translation>這片城牆片違反規則</translation>
    </message>
    <message>
        <source>the three cards must be different</source>
        <translation>三張計分牌必須各不相同</translation>
    </message>
    <message>
        <source>choose three different cards from 1 to {count}</source>
        <translation>請從 1 到 {count} 中選出三張不同的計分牌</translation>
    </message>
    <message>
        <source>an object of players&apos; points</source>
        <translation>記錄玩家分數的物件</translation>
    </message>
    <message>
        <source>an object with label and points</source>
        <translation>含 label 與 points 的物件</translation>
    </message>
    <message>
        <source>the label {label} holds a control or text-direction character</source>
        <translation>標籤 {label} 含有控制字元或文字方向字元</translation>
    </message>
    <message>
        <source>a player has at most {count} lines of other points in a scoring</source>
        <translation>每位玩家每次計分最多有 {count} 行其他分數</translation>
    </message>
    <message>
        <source>a label has at most {count} characters</source>
        <translation>標籤最多 {count} 個字元</translation>
    </message>
    <message>
        <source>other points are between {low} and {high}</source>
        <translation>其他分數須介於 {low} 到 {high} 之間</translation>
    </message>
    <message>
        <source>--other {text}: write NAME=POINTS or NAME=POINTS:LABEL, e.g. Ben=3:Camps</source>
        <translation>--other {text}：請寫成 NAME=POINTS 或 NAME=POINTS:LABEL，例如 Ben=3:Camps</translation>
    </message>
    <message>
        <source>more than the {count} {type} chests</source>
        <translation>超過{type}的 {count} 個寶箱</translation>
    </message>
    <message>
        <source>a chest goes on one of the player&apos;s own buildings</source>
        <translation>寶箱必須放在玩家自己的建築上</translation>
    </message>
    <message>
        <source>{tile} has a chest already</source>
        <translation>{tile}上已有寶箱</translation>
    </message>
    <message>
        <source>{tile} has no chest</source>
        <translation>{tile}上沒有寶箱</translation>
    </message>
    <message>
        <source>all {count} {type} chests are in use</source>
        <translation>{type}的 {count} 個寶箱都已使用</translation>
    </message>
    <message>
        <source>the name {name} holds a broken character (a lone surrogate)</source>
        <translation>名稱 {name} 含有損壞的字元（孤立的代理字元）</translation>
    </message>
    <message>
        <source>the name {name} holds a control character</source>
        <translation>名稱 {name} 含有控制字元</translation>
    </message>
    <message>
        <source>the name {name} holds a text-direction control character</source>
        <translation>名稱 {name} 含有文字方向控制字元</translation>
    </message>
    <message>
        <source>a player&apos;s name cannot be empty</source>
        <translation>玩家名稱不能空白</translation>
    </message>
    <message>
        <source>the name {name} has nothing visible</source>
        <translation>名稱 {name} 沒有任何可見的字元</translation>
    </message>
    <message>
        <source>the name {name} holds more than {count} letters and marks</source>
        <translation>名稱 {name} 含有超過 {count} 個字母與符號</translation>
    </message>
    <message>
        <source>the name {name} is longer than {count} characters</source>
        <translation>名稱 {name} 超過 {count} 個字元</translation>
    </message>
    <message>
        <source>the name {name} is reserved for the imaginary third player</source>
        <translation>名稱 {name} 保留給虛擬的第三位玩家</translation>
    </message>
    <message>
        <source>a game has 1 to {most} players, not {count}</source>
        <translation>一場遊戲有 1 到 {most} 位玩家，而不是 {count} 位</translation>
    </message>
    <message>
        <source>two players have the same name: {first} and {second}</source>
        <translation>兩位玩家同名：{first} 與 {second}</translation>
    </message>
    <message>
        <source>{tile} with Dirk</source>
        <translation>Dirk 手上的{tile}</translation>
    </message>
    <message>
        <source>{tile} in {name}&apos;s reserve</source>
        <translation>{name}預定建築庫存中的{tile}</translation>
    </message>
    <message>
        <source>{tile} in {name}&apos;s city at ({x}, {y})</source>
        <translation>{name}的城邦中 ({x}, {y}) 的{tile}</translation>
    </message>
    <message>
        <source>scoring {round}</source>
        <translation>第 {round} 次計分</translation>
    </message>
    <message>
        <source>{name}, {module}</source>
        <translation>{name}，{module}</translation>
    </message>
    <message>
        <source>scoring {round}, {name}, {module}</source>
        <translation>第 {round} 次計分，{name}，{module}</translation>
    </message>
    <message>
        <source>{module} is not a module (one of {modules})</source>
        <translation>{module} 不是模組（應為 {modules} 之一）</translation>
    </message>
    <message>
        <source>the expansion modules are for Alhambra, not {variant}</source>
        <translation>擴充模組適用於阿爾罕布拉，不適用於{variant}</translation>
    </message>
    <message>
        <source>{type} is not a building type of {variant}</source>
        <translation>{type}不是{variant}的建築類型</translation>
    </message>
    <message>
        <source>no tile {type} {price} with moats &quot;{walls}&quot;</source>
        <translation>沒有護城河為 &quot;{walls}&quot; 的{type} {price}板塊</translation>
    </message>
    <message>
        <source>no tile {type} {price} with walls &quot;{walls}&quot;</source>
        <translation>沒有城牆為 &quot;{walls}&quot; 的{type} {price}板塊</translation>
    </message>
    <message>
        <source>value {number} is outside {low}-{high}</source>
        <translation>數值 {number} 超出 {low}-{high}</translation>
    </message>
    <message>
        <source>price {number} is outside {low}-{high}</source>
        <translation>價格 {number} 超出 {low}-{high}</translation>
    </message>
    <message>
        <source>a face has at most {count} moats</source>
        <translation>一個板塊面最多有 {count} 側護城河</translation>
    </message>
    <message>
        <source>a face has at most {count} walls</source>
        <translation>一個板塊面最多有 {count} 側城牆</translation>
    </message>
    <message>
        <source>type a letter, a price and any walls, e.g. g8 or g8ne</source>
        <translation>請輸入字母、價格及城牆方位（如有），例如 g8 或 g8ne</translation>
    </message>
    <message>
        <source>type the letters, a value and any moats, e.g. pa8 or pa8ne</source>
        <translation>請輸入字母、數值及護城河方位（如有），例如 pa8 或 pa8ne</translation>
    </message>
    <message>
        <source>no building type has the letter {letter} ({letters})</source>
        <translation>沒有建築類型的字母是 {letter}（可用：{letters}）</translation>
    </message>
    <message>
        <source>each wall letter (N, E, S, W) may appear once</source>
        <translation>每個城牆字母（N、E、S、W）只能出現一次</translation>
    </message>
    <message>
        <source>each moat letter (N, E, S, W) may appear once</source>
        <translation>每個護城河字母（N、E、S、W）只能出現一次</translation>
    </message>
    <message>
        <source>a group of {number} handymen in a city of {count} buildings</source>
        <translation>在有 {count} 個建築的城邦中有 {number} 個工匠相連</translation>
    </message>
    <message>
        <source>a building site cannot hold a handyman</source>
        <translation>工地上不能站工匠</translation>
    </message>
    <message>
        <source>a handyman stands on one of the player&apos;s buildings</source>
        <translation>工匠要站在該玩家自己的建築上</translation>
    </message>
    <message>
        <source>{tile} has a handyman already</source>
        <translation>{tile}上已經有工匠</translation>
    </message>
    <message>
        <source>{tile} has no handyman</source>
        <translation>{tile}上沒有工匠</translation>
    </message>
    <message>
        <source>{tile} is a building site: a handyman stands on a building</source>
        <translation>{tile}是工地：工匠要站在建築上</translation>
    </message>
    <message>
        <source>must be one direction: N, E, S or W (null: not drawn yet)</source>
        <translation>必須是一個方向：N、E、S 或 W（null：尚未抽出）</translation>
    </message>
    <message>
        <source>each attack card comes from another direction</source>
        <translation>每張攻擊卡來自不同的方向</translation>
    </message>
    <message>
        <source>an object of the tiles open to N, E, S and W</source>
        <translation>N、E、S、W 各方向無防護板塊數的物件</translation>
    </message>
    <message>
        <source>{key} is not a direction (N, E, S, W)</source>
        <translation>{key} 不是方向（N、E、S、W）</translation>
    </message>
    <message>
        <source>there is no scoring {round}</source>
        <translation>沒有第 {round} 次計分</translation>
    </message>
    <message>
        <source>the attack from that direction came in scoring {round}</source>
        <translation>來自該方向的攻擊已在第 {round} 次計分出現</translation>
    </message>
    <message>
        <source>{message}</source>
        <translation>{message}</translation>
    </message>
    <message>
        <source>the history has no game of {name}</source>
        <translation>歷史紀錄中沒有 {name} 的遊戲</translation>
    </message>
    <message>
        <source>the history {file} is in use by another program; try again</source>
        <translation>歷史紀錄 {file} 正由其他程式使用中；請再試一次</translation>
    </message>
    <message>
        <source>the history {file} is not a readable SQLite database ({reason})</source>
        <translation>歷史紀錄 {file} 不是可讀取的 SQLite 資料庫（{reason}）</translation>
    </message>
    <message>
        <source>the file {file} is a database of another program, not a history</source>
        <translation>檔案 {file} 是其他程式的資料庫，不是歷史紀錄</translation>
    </message>
    <message>
        <source>the history {file} was written by a newer version of the app (schema {version}; this one reads up to {known}): it is left as it is, and the app goes on without a history</source>
        <translation>歷史紀錄 {file} 是由較新版本的程式寫入的（結構 {version}；此版本最多讀取 {known}）：檔案保持原樣，程式在沒有歷史紀錄的情況下繼續運作</translation>
    </message>
    <message>
        <source>the history {file} is read-only and from an older version of the app: the app goes on without a history</source>
        <translation>歷史紀錄 {file} 為唯讀且來自較舊版本的程式：程式在沒有歷史紀錄的情況下繼續運作</translation>
    </message>
    <message>
        <source>the game has {count} of its 3 scorings recorded: a game enters the history once its final scoring is recorded</source>
        <translation>這場遊戲的 3 次計分已記錄 {count} 次：記錄最後計分後，遊戲才會加入歷史紀錄</translation>
    </message>
    <message>
        <source>the history {file} is not a file: the app goes on without a history</source>
        <translation>歷史紀錄 {file} 不是檔案：程式在沒有歷史紀錄的情況下繼續運作</translation>
    </message>
    <message>
        <source>the history {file} is read-only: its games are shown, but no game is added to it</source>
        <translation>歷史紀錄 {file} 為唯讀：會顯示其中的遊戲，但不會再加入遊戲</translation>
    </message>
    <message>
        <source>{why}: it was kept as {kept} and a new history was started</source>
        <translation>{why}：已保留為 {kept}，並開始新的歷史紀錄</translation>
    </message>
    <message>
        <source>the history {file} cannot be opened ({reason}): the app goes on without a history</source>
        <translation>無法開啟歷史紀錄 {file}（{reason}）：程式在沒有歷史紀錄的情況下繼續運作</translation>
    </message>
    <message>
        <source>the history {file} is damaged ({reason})</source>
        <translation>歷史紀錄 {file} 已損壞（{reason}）</translation>
    </message>
    <message>
        <source>the history {file} is read-only</source>
        <translation>歷史紀錄 {file} 為唯讀</translation>
    </message>
    <message>
        <source>the history {file} cannot be read or written ({reason})</source>
        <translation>無法讀取或寫入歷史紀錄 {file}（{reason}）</translation>
    </message>
    <message>
        <source>this game is already in the history (game {id})</source>
        <translation>這場遊戲已在歷史紀錄中（遊戲 {id}）</translation>
    </message>
    <message>
        <source>the history already knows a player called {name}: merge the two instead</source>
        <translation>歷史紀錄中已有名為 {name} 的玩家：請改為合併兩者</translation>
    </message>
    <message>
        <source>a player cannot be merged with themselves</source>
        <translation>玩家不能與自己合併</translation>
    </message>
    <message>
        <source>the two players sat at one table: they are two people</source>
        <translation>這兩位玩家曾同桌遊戲：他們是兩個人</translation>
    </message>
    <message>
        <source>there is no game {id} in the history</source>
        <translation>歷史紀錄中沒有遊戲 {id}</translation>
    </message>
    <message>
        <source>there is no player {id} in the history</source>
        <translation>歷史紀錄中沒有玩家 {id}</translation>
    </message>
    <message>
        <source>{kind} is not a piece of {module}</source>
        <translation>{kind} 不是{module}的配件</translation>
    </message>
    <message>
        <source>a bazaar has no walls</source>
        <translation>市集沒有城牆</translation>
    </message>
    <message>
        <source>type b and the letters of its three building types, e.g. bsat</source>
        <translation>輸入 b 和三種建築的字母，例如 bsat</translation>
    </message>
    <message>
        <source>all {count} bazaars are in the game</source>
        <translation>全部 {count} 個市集都已在遊戲中</translation>
    </message>
    <message>
        <source>more than the {count} bazaars of the game</source>
        <translation>超過遊戲中的 {count} 個市集</translation>
    </message>
    <message>
        <source>no bazaar scores {points} (its buildings times their types)</source>
        <translation>沒有市集能得 {points} 分（建築數 × 種類數）</translation>
    </message>
    <message>
        <source>a bazaar shows {count} different building types</source>
        <translation>市集顯示 {count} 種不同的建築</translation>
    </message>
    <message>
        <source>type h, the type&apos;s letter and the walled sides, e.g. hgs</source>
        <translation>輸入 h、建築的字母和有城牆的邊，例如 hgs</translation>
    </message>
    <message>
        <source>all {count} {type} huts are in the game</source>
        <translation>全部 {count} 個{type}工棚都已在遊戲中</translation>
    </message>
    <message>
        <source>more than the {count} {type} huts of the game</source>
        <translation>超過遊戲中的 {count} 個{type}工棚</translation>
    </message>
    <message>
        <source>a hut adds {type} only beside a {type} building, and none is counted</source>
        <translation>工棚只在{type}建築旁才算作{type}，但沒有計入任何此種建築</translation>
    </message>
    <message>
        <source>{number} extra buildings from huts: {count} huts add at most {most}</source>
        <translation>工棚額外算 {number} 座建築：{count} 個工棚最多只算 {most} 座</translation>
    </message>
    <message>
        <source>an object of the huts&apos; extra buildings per type</source>
        <translation>各建築種類由工棚額外算入的建築數的物件</translation>
    </message>
    <message>
        <source>a hut has at least one walled side</source>
        <translation>工棚至少有一側有城牆</translation>
    </message>
    <message>
        <source>Dirk has no huts</source>
        <translation>Dirk 沒有工棚</translation>
    </message>
    <message>
        <source>{name} holds {count} huts already, the most a player may</source>
        <translation>{name}已有 {count} 個工棚，這是每位玩家的上限</translation>
    </message>
    <message>
        <source>a mission is listed twice</source>
        <translation>有任務重複列出</translation>
    </message>
    <message>
        <source>{number} building types, but {count} are counted</source>
        <translation>{number} 種建築，但只計入了 {count} 種</translation>
    </message>
    <message>
        <source>an object of the figure of each mission</source>
        <translation>各任務數值的物件</translation>
    </message>
    <message>
        <source>{key} is not a mission (1 to 9)</source>
        <translation>{key} 不是任務（1 到 9）</translation>
    </message>
    <message>
        <source>the missions are numbered 1 to 9</source>
        <translation>任務編號為 1 到 9</translation>
    </message>
    <message>
        <source>type k and the bastion sides, each once, e.g. kn or kne</source>
        <translation>輸入 k 和稜堡所在的邊（每個邊一次），例如 kn 或 kne</translation>
    </message>
    <message>
        <source>all {count} camps are in the game</source>
        <translation>全部 {count} 個營地都已在遊戲中</translation>
    </message>
    <message>
        <source>more than the {count} camps of the game</source>
        <translation>超過遊戲中的 {count} 個營地</translation>
    </message>
    <message>
        <source>nothing goes on a camp</source>
        <translation>營地上不能放任何東西</translation>
    </message>
    <message>
        <source>a camp has one bastion side or two adjacent ones</source>
        <translation>營地有一個稜堡，或兩個在相鄰側的稜堡</translation>
    </message>
    <message>
        <source>type m, the price and any walled sides, e.g. m5 or m5n</source>
        <translation>輸入 m、價格和有城牆的邊，例如 m5 或 m5n</translation>
    </message>
    <message>
        <source>there is no medina {price} (prices {low} to {high})</source>
        <translation>沒有價格 {price} 的麥地那（價格 {low} 到 {high}）</translation>
    </message>
    <message>
        <source>no medina is counted, so none is the dearest</source>
        <translation>沒有計入麥地那，所以沒有最貴的</translation>
    </message>
    <message>
        <source>the dearest of {count} medinas costs at least {price}</source>
        <translation>{count} 個麥地那中最貴的至少值 {price}</translation>
    </message>
    <message>
        <source>the medina {price} is in the game already (each price once)</source>
        <translation>價格 {price} 的麥地那已在遊戲中（每個價格只有一個）</translation>
    </message>
    <message>
        <source>a cell with x and y</source>
        <translation>含 x 與 y 的格子</translation>
    </message>
    <message>
        <source>more than the {count} {type} residents</source>
        <translation>超過 {count} 個{type}居民</translation>
    </message>
    <message>
        <source>{number} {type} residents on {count} {type} buildings</source>
        <translation>{count} 座{type}建築上有 {number} 個{type}居民</translation>
    </message>
    <message>
        <source>an object of the residents per building type</source>
        <translation>各建築種類居民數的物件</translation>
    </message>
    <message>
        <source>a resident stands on one of the player&apos;s buildings</source>
        <translation>居民要站在該玩家自己的建築上</translation>
    </message>
    <message>
        <source>a building site cannot hold a resident</source>
        <translation>工地上不能站居民</translation>
    </message>
    <message>
        <source>the trader disc stands on an empty cell beside the city</source>
        <translation>商販圓片要放在城邦旁的空格上</translation>
    </message>
    <message>
        <source>{tile} has a resident already</source>
        <translation>{tile}上已經有居民</translation>
    </message>
    <message>
        <source>{tile} has no resident</source>
        <translation>{tile}上沒有居民</translation>
    </message>
    <message>
        <source>{tile} is a building site: a resident stands on a building</source>
        <translation>{tile}是工地：居民要站在建築上</translation>
    </message>
    <message>
        <source>all {count} {type} residents are in use</source>
        <translation>全部 {count} 個{type}居民都已使用</translation>
    </message>
    <message>
        <source>the trader disc stands on an empty cell beside the city, and ({x}, {y}) is built on</source>
        <translation>商販圓片要放在城邦旁的空格上，而 ({x}, {y}) 已有建築</translation>
    </message>
    <message>
        <source>the trader disc stands on an empty cell beside the city, and ({x}, {y}) is not beside it</source>
        <translation>商販圓片要放在城邦旁的空格上，而 ({x}, {y}) 不在城邦旁</translation>
    </message>
    <message>
        <source>{file} cannot be written ({reason})</source>
        <translation>無法寫入 {file}（{reason}）</translation>
    </message>
    <message>
        <source>game {id} of the history is left out: its {column} holds {value}, which the app cannot read</source>
        <translation>歷史紀錄中的遊戲 {id} 已略過：其 {column} 的值為 {value}，程式無法讀取</translation>
    </message>
    <message>
        <source>{address} is not an IP address: give one of this computer&apos;s addresses, e.g. {example}</source>
        <translation>{address} 不是 IP 位址：請提供這台電腦的位址，例如 {example}</translation>
    </message>
    <message>
        <source>{address} would serve every network this computer is on: give one of its addresses, e.g. {example}</source>
        <translation>{address} 會向這台電腦所在的每個網路開放：請提供它的一個位址，例如 {example}</translation>
    </message>
    <message>
        <source>{address} is a multicast address, not one of this computer&apos;s</source>
        <translation>{address} 是多播位址，不是這台電腦的位址</translation>
    </message>
    <message>
        <source>port {port} is not between 0 and 65535</source>
        <translation>連接埠 {port} 不在 0 到 65535 之間</translation>
    </message>
    <message>
        <source>port {port} on {address} is in use: choose another port</source>
        <translation>{address} 上的連接埠 {port} 已被使用：請選擇其他連接埠</translation>
    </message>
    <message>
        <source>{address} is not an address of this computer: give one of its addresses, e.g. {example}</source>
        <translation>{address} 不是這台電腦的位址：請提供它的一個位址，例如 {example}</translation>
    </message>
    <message>
        <source>port {port} may not be used without an administrator&apos;s rights: choose one above 1023</source>
        <translation>連接埠 {port} 需要管理員權限才能使用：請選擇大於 1023 的連接埠</translation>
    </message>
    <message>
        <source>the table cannot start on {place}: {why}</source>
        <translation>牌桌無法在 {place} 啟動：{why}</translation>
    </message>
    <message>
        <source>{what}: {total} among the players (the box has {supply})</source>
        <translation>{what}：所有玩家共 {total}（盒中只有 {supply}）</translation>
    </message>
    <message>
        <source>{item} is {name}&apos;s</source>
        <translation>{item} 屬於 {name}</translation>
    </message>
    <message>
        <source>{item} was {name}&apos;s in scoring {round}</source>
        <translation>{item} 在第 {round} 次計分時屬於 {name}</translation>
    </message>
    <message>
        <source>{item} was listed in scoring {round} and stays listed</source>
        <translation>{item} 在第 {round} 次計分時已列出，必須保留</translation>
    </message>
    <message>
        <source>{now} is below the {before} of scoring {round}: it never falls</source>
        <translation>{now} 低於第 {round} 次計分時的 {before}：此數值不會減少</translation>
    </message>
    <message>
        <source>{what}: {gained} more since scoring {round}, when the box held only {left} more</source>
        <translation>{what}：自第 {round} 次計分以來多了 {gained}，但當時盒中只剩 {left}</translation>
    </message>
    <message>
        <source>a gain before scoring {round}, but scoring {due} is the next</source>
        <translation>第 {round} 次計分前的得分，但下一次是第 {due} 次計分</translation>
    </message>
    <message>
        <source>a gain before scoring {round} after one before scoring {before}</source>
        <translation>第 {round} 次計分前的得分排在第 {before} 次計分前的得分之後</translation>
    </message>
    <message>
        <source>{points} points are no gain before scoring {round} (one of {amounts})</source>
        <translation>{points} 分不是第 {round} 次計分前可獲得的分數（應為 {amounts} 之一）</translation>
    </message>
    <message>
        <source>{value} animal points (the box has {high} animals)</source>
        <translation>{value} 點動物分數（盒中只有 {high} 隻動物）</translation>
    </message>
    <message>
        <source>{value} black falcons (the box has {high})</source>
        <translation>{value} 隻黑色獵鷹（盒中只有 {high} 隻）</translation>
    </message>
    <message>
        <source>{value} brown falcons (the box has {high})</source>
        <translation>{value} 隻褐色獵鷹（盒中只有 {high} 隻）</translation>
    </message>
    <message>
        <source>{value} white falcons (the box has {high})</source>
        <translation>{value} 隻白色獵鷹（盒中只有 {high} 隻）</translation>
    </message>
    <message>
        <source>the {type} project</source>
        <translation>{type}專案</translation>
    </message>
    <message>
        <source>{count} players completed the {type} project (at most {most} with {players} players)</source>
        <translation>{count} 位玩家完成了{type}專案（{players} 位玩家時最多 {most} 位）</translation>
    </message>
    <message>
        <source>the {type} semi-building</source>
        <translation>{type}半建築</translation>
    </message>
    <message>
        <source>all {count} plazas are in the game already</source>
        <translation>{count} 個廣場都已在遊戲中</translation>
    </message>
    <message>
        <source>more than the {count} plazas of the game</source>
        <translation>超過遊戲中的 {count} 個廣場</translation>
    </message>
    <message>
        <source>type z and the plaza&apos;s walls, e.g. zne</source>
        <translation>輸入 z 與廣場的城牆，例如 zne</translation>
    </message>
    <message>
        <source>{value} {type} projects (the box has {high})</source>
        <translation>{value} 個{type}工程（盒中只有 {high} 個）</translation>
    </message>
    <message>
        <source>{fruits} fruits on completed groups and face down among the players (the box has {most})</source>
        <translation>所有玩家完成的果組與蓋著的水果共 {fruits} 個（盒中只有 {most} 個）</translation>
    </message>
    <message>
        <source>{value} watchtowers (the box has {high})</source>
        <translation>{value} 座瞭望塔（盒中只有 {high} 座）</translation>
    </message>
    <message>
        <source>{towers} watchtowers in a longest wall of {wall}</source>
        <translation>最長城牆只有 {wall}，卻有 {towers} 座瞭望塔</translation>
    </message>
    <message>
        <source>all {count} bathhouses are in the game already</source>
        <translation>{count} 座浴場都已在遊戲中</translation>
    </message>
    <message>
        <source>a bathhouse has no walls</source>
        <translation>浴場沒有城牆</translation>
    </message>
    <message>
        <source>type x alone for a bathhouse</source>
        <translation>浴場只要輸入 x</translation>
    </message>
    <message>
        <source>every well of value {value} is in the game already (the box has {count})</source>
        <translation>數值 {value} 的水井都已在遊戲中（盒中有 {count} 個）</translation>
    </message>
    <message>
        <source>a well has no walls</source>
        <translation>水井沒有城牆</translation>
    </message>
    <message>
        <source>type w and the well&apos;s value, e.g. w5</source>
        <translation>輸入 w 和水井的數值，例如 w5</translation>
    </message>
    <message>
        <source>well points {points}, but no well stands in the city</source>
        <translation>水井分數 {points}，但城邦裡沒有水井</translation>
    </message>
    <message>
        <source>{points} is no sum of the box&apos;s wells ({values})</source>
        <translation>{points} 不是盒中水井（{values}）的任何組合之和</translation>
    </message>
    <message>
        <source>{points} is no sum of the wells in the city ({values})</source>
        <translation>{points} 不是城邦中水井（{values}）的任何組合之和</translation>
    </message>
    <message>
        <source>there is no well of value {value} (the wells: {values})</source>
        <translation>沒有數值 {value} 的水井（水井：{values}）</translation>
    </message>
    <message>
        <source>a third {type} extension (the box has {count})</source>
        <translation>第三個{type}擴建（盒內只有 {count} 個）</translation>
    </message>
    <message>
        <source>{number} {type} extensions on {count} {type} buildings</source>
        <translation>{count} 座{type}上有 {number} 個{type}擴建</translation>
    </message>
    <message>
        <source>an object of the extensions per type</source>
        <translation>各類型擴建數的物件</translation>
    </message>
    <message>
        <source>an extension goes on a building</source>
        <translation>擴建只能放在建築上</translation>
    </message>
    <message>
        <source>{tile} has an extension already</source>
        <translation>{tile} 已有擴建</translation>
    </message>
    <message>
        <source>{tile} has no extension</source>
        <translation>{tile} 沒有擴建</translation>
    </message>
    <message>
        <source>a building site cannot hold an extension</source>
        <translation>工地不能放擴建</translation>
    </message>
    <message>
        <source>both {type} extensions are in use</source>
        <translation>兩個{type}擴建都已使用</translation>
    </message>
    <message>
        <source>type magical {type} {price} with its {count} walls as it lies, e.g. {example}</source>
        <translation>請依擺放方向輸入魔法{type} {price} 的 {count} 面城牆，例如 {example}</translation>
    </message>
    <message>
        <source>type a magical tile as a tile, e.g. g13nes</source>
        <translation>以一般板塊的方式輸入魔法板塊，例如 g13nes</translation>
    </message>
    <message>
        <source>{type} {price} is no magical tile</source>
        <translation>{type} {price} 不是魔法板塊</translation>
    </message>
    <message>
        <source>magical {type} {price} has {count} walls, not {given}</source>
        <translation>魔法{type} {price} 有 {count} 段城牆，不是 {given} 段</translation>
    </message>
    <message>
        <source>&quot;turn&quot; on a tile that is not magical</source>
        <translation>「turn」出現在非魔法板塊上</translation>
    </message>
    <message>
        <source>a second magical {type} {price} (the box has one)</source>
        <translation>第二片魔法{type} {price}（盒內只有一片）</translation>
    </message>
    <message>
        <source>all {count} {type} grounds are in the game</source>
        <translation>全部 {count} 塊{type}建地都已在遊戲中</translation>
    </message>
    <message>
        <source>more than the {count} {type} grounds of the game</source>
        <translation>超過遊戲中的 {count} 塊{type}建地</translation>
    </message>
    <message>
        <source>type u, the type&apos;s letter and any walled sides, e.g. ug or ugs</source>
        <translation>輸入 u、類型字母及有城牆的邊，例如 ug 或 ugs</translation>
    </message>
    <message>
        <source>the new-market {type} is in the game already</source>
        <translation>新建築市場的{type}已在遊戲中</translation>
    </message>
    <message>
        <source>a second new-market {type} (the board has one a type)</source>
        <translation>第二片新建築市場的{type}（每類型只有一片）</translation>
    </message>
    <message>
        <source>type n, the type&apos;s letter and any walled sides, e.g. nt or nts</source>
        <translation>輸入 n、類型字母及有城牆的邊，例如 nt 或 nts</translation>
    </message>
    <message>
        <source>{number} buildings without a servant, but {count} buildings in all</source>
        <translation>{number} 座建築沒有僕役，但總共只有 {count} 座建築</translation>
    </message>
    <message>
        <source>a servant goes on one of the player&apos;s own buildings</source>
        <translation>僕役只能放在該玩家自己的建築上</translation>
    </message>
    <message>
        <source>{tile} has a servant already</source>
        <translation>{tile} 已有僕役</translation>
    </message>
    <message>
        <source>{tile} has no servant</source>
        <translation>{tile} 沒有僕役</translation>
    </message>
    <message>
        <source>a building site holds no servant</source>
        <translation>工地上不能放僕役</translation>
    </message>
    <message>
        <source>{value} pips (3 black dice show at most {high})</source>
        <translation>{value} 點（3 顆黑色骰子最多 {high} 點）</translation>
    </message>
    <message>
        <source>the players&apos; pips need {needed} black dice (the box has {dice})</source>
        <translation>玩家們的點數需要 {needed} 顆黑色骰子（盒內只有 {dice} 顆）</translation>
    </message>
    <message>
        <source>a second longest wall of {second} is longer than the longest, {wall}</source>
        <translation>第二長的城牆 {second} 比最長的城牆 {wall} 還長</translation>
    </message>
    <message>
        <source>more than the {count} {type} land tiles of the box</source>
        <translation>超過盒中的 {count} 片{type}土地板塊</translation>
    </message>
    <message>
        <source>{points} points a guard in scoring {round}, fewer than the {before} of scoring {earlier}</source>
        <translation>第 {round} 次計分每名守衛 {points} 分，少於第 {earlier} 次計分的 {before} 分</translation>
    </message>
    <message>
        <source>an object with &quot;guard_points&quot;</source>
        <translation>含有 &quot;guard_points&quot; 的物件</translation>
    </message>
    <message>
        <source>is not a field of The Red Palace (guard_points)</source>
        <translation>不是紅色宮殿的欄位（guard_points）</translation>
    </message>
    <message>
        <source>all {count} {type} land tiles are in the game already</source>
        <translation>{count} 片{type}土地板塊都已在遊戲中</translation>
    </message>
    <message>
        <source>{value} guards (the box has {high})</source>
        <translation>{value} 名守衛（盒中只有 {high} 名）</translation>
    </message>
    <message>
        <source>the {type} half-building</source>
        <translation>{type}半座建築</translation>
    </message>
    <message>
        <source>{guards} guards on a longest wall of {wall}</source>
        <translation>最長城牆只有 {wall}，卻有 {guards} 名守衛</translation>
    </message>
    <message>
        <source>points per guard are {low} to {high}</source>
        <translation>每名守衛的分數為 {low} 到 {high}</translation>
    </message>
    <message>
        <source>{sentence}.</source>
        <translation>{sentence}。</translation>
    </message>
    <message>
        <source>players can be added or taken out only before the first scoring is recorded</source>
        <translation>只有在登記第一次計分之前才能加入或移除玩家</translation>
    </message>
</context>
<context>
    <name>AttacksPanel</name>
    <message>
        <source>Scoring %1:</source>
        <translation>第 %1 次計分：</translation>
    </message>
    <message>
        <source>Attack card of scoring %1</source>
        <translation>第 %1 次計分的攻擊卡</translation>
    </message>
    <message>
        <source>not drawn</source>
        <translation>尚未抽出</translation>
    </message>
    <message>
        <source>After each scoring an attack card comes up: the city tiles open to it cost points (shown in red on the city).</source>
        <translation>每次計分後翻開一張攻擊卡：對該方向無防護的城邦板塊要扣分（在城邦中以紅色標出）。</translation>
    </message>
</context>
<context>
    <name>BonusCardsPanel</name>
    <message>
        <source>nobody</source>
        <translation>無人</translation>
    </message>
    <message>
        <source>Holder of the bonus card %1</source>
        <translation>獎勵卡%1的持有者</translation>
    </message>
    <message>
        <source>counts (typed as built)</source>
        <translation>計入（已輸入為已建造）</translation>
    </message>
    <message>
        <source>not typed as built in %1&apos;s city</source>
        <translation>未在%1的城邦中輸入為已建造</translation>
    </message>
    <message>
        <source>tile not in %1&apos;s city</source>
        <translation>板塊不在%1的城邦中</translation>
    </message>
    <message>
        <source>a building site: does not count yet</source>
        <translation>工地：尚不計入</translation>
    </message>
    <message>
        <source>counts</source>
        <translation>計入</translation>
    </message>
</context>
<context>
    <name>BuildingType</name>
    <message>
        <source>Pavilion</source>
        <translation>亭台</translation>
    </message>
    <message>
        <source>Seraglio</source>
        <translation>宅邸</translation>
    </message>
    <message>
        <source>Arcades</source>
        <translation>樓閣</translation>
    </message>
    <message>
        <source>Chambers</source>
        <translation>宮室</translation>
    </message>
    <message>
        <source>Garden</source>
        <translation>園林</translation>
    </message>
    <message>
        <source>Tower</source>
        <translation>塔樓</translation>
    </message>
    <message>
        <source>Arena</source>
        <translation>競技場</translation>
    </message>
    <message>
        <source>Bath house</source>
        <translation>浴場</translation>
    </message>
    <message>
        <source>Library</source>
        <translation>圖書館</translation>
    </message>
    <message>
        <source>Hostel</source>
        <translation>旅舍</translation>
    </message>
    <message>
        <source>Hospital</source>
        <translation>醫院</translation>
    </message>
    <message>
        <source>Market</source>
        <translation>市場</translation>
    </message>
    <message>
        <source>Park</source>
        <translation>公園</translation>
    </message>
    <message>
        <source>School</source>
        <translation>學校</translation>
    </message>
    <message>
        <source>Residential area</source>
        <translation>住宅區</translation>
    </message>
    <message>
        <source>P</source>
        <translation>亭</translation>
    </message>
    <message>
        <source>S</source>
        <translation>宅</translation>
    </message>
    <message>
        <source>A</source>
        <translation>樓</translation>
    </message>
    <message>
        <source>C</source>
        <translation>宮</translation>
    </message>
    <message>
        <source>G</source>
        <translation>園</translation>
    </message>
    <message>
        <source>T</source>
        <translation>塔</translation>
    </message>
    <message>
        <source>Ar</source>
        <translation>競</translation>
    </message>
    <message>
        <source>Ba</source>
        <translation>浴</translation>
    </message>
    <message>
        <source>Li</source>
        <translation>圖</translation>
    </message>
    <message>
        <source>Ho</source>
        <translation>旅</translation>
    </message>
    <message>
        <source>Hp</source>
        <translation>醫</translation>
    </message>
    <message>
        <source>Ma</source>
        <translation>市</translation>
    </message>
    <message>
        <source>Pa</source>
        <translation>園</translation>
    </message>
    <message>
        <source>Sc</source>
        <translation>學</translation>
    </message>
    <message>
        <source>Re</source>
        <translation>住</translation>
    </message>
</context>
<context>
    <name>CharactersPanel</name>
    <message>
        <source>nobody</source>
        <translation>無人</translation>
    </message>
    <message>
        <source>The Wise Man:</source>
        <translation>智者：</translation>
    </message>
    <message>
        <source>names</source>
        <translation>指定</translation>
    </message>
    <message>
        <source>The City Watch:</source>
        <translation>城市守衛：</translation>
    </message>
</context>
<context>
    <name>CityCard</name>
    <message>
        <source>Open %1&apos;s city</source>
        <translation>開啟%1的城邦</translation>
    </message>
</context>
<context>
    <name>CityEditor</name>
    <message>
        <source>%1: %2</source>
        <translation>%1：%2</translation>
    </message>
    <message>
        <source>Do it anyway</source>
        <translation>仍要執行</translation>
    </message>
    <message>
        <source>Place anyway</source>
        <translation>仍要放置</translation>
    </message>
    <message>
        <source>Swap anyway</source>
        <translation>仍要交換</translation>
    </message>
    <message>
        <source>Move anyway</source>
        <translation>仍要移動</translation>
    </message>
    <message>
        <source>Remove anyway</source>
        <translation>仍要移除</translation>
    </message>
    <message>
        <source>%1 is already %2.</source>
        <translation>%1已經%2。</translation>
    </message>
</context>
<context>
    <name>CityPage</name>
    <message>
        <source>Place anyway</source>
        <translation>仍要放置</translation>
    </message>
    <message>
        <source>Do it although it breaks the building rules; the city then shows the problem in red until it is fixed</source>
        <translation>即使違反建造規則仍然執行；城邦會以紅色顯示問題，直到修正為止</translation>
    </message>
    <message>
        <source>Hide this message</source>
        <translation>隱藏此訊息</translation>
    </message>
    <message numerus="yes">
        <source>%n building(s)</source>
        <translation>
            <numerusform>%n 個建築</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n building site(s)</source>
        <translation>
            <numerusform>%n 個工地</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n piece(s) of the modules</source>
        <translation>
            <numerusform>%n 個模組配件</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n problem(s)</source>
        <translation>
            <numerusform>%n 個問題</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>CityTabs</name>
    <message>
        <source>All cities</source>
        <translation>所有城邦</translation>
    </message>
</context>
<context>
    <name>CityView</name>
    <message>
        <source>Move to the reserve</source>
        <translation>移到預定建築庫存</translation>
    </message>
</context>
<context>
    <name>CodeKeys</name>
    <message>
        <source>Enter builds it here, Esc clears the code; it also clears after each try.</source>
        <translation>按 Enter 在此建造，按 Esc 清除代碼；每次嘗試後代碼也會清除。</translation>
    </message>
    <message>
        <source>There is no tile under the cursor to move to the reserve.</source>
        <translation>游標下沒有可移到預定建築庫存的板塊。</translation>
    </message>
</context>
<context>
    <name>CountsEdits</name>
    <message>
        <source>Score %1 from typed counts</source>
        <translation>以手動輸入的數量為%1計分</translation>
    </message>
    <message>
        <source>Score %1 from the digitised city</source>
        <translation>以數位化的城邦為%1計分</translation>
    </message>
    <message>
        <source>Take %1&apos;s counts from the digitised city</source>
        <translation>從數位化的城邦取得%1的數量</translation>
    </message>
    <message>
        <source>Type %1&apos;s count of %2: %3</source>
        <translation>輸入%1的%2數量：%3</translation>
    </message>
    <message>
        <source>Type %1&apos;s longest moat: %2</source>
        <translation>輸入%1的最長護城河：%2</translation>
    </message>
    <message>
        <source>Type %1&apos;s longest wall: %2</source>
        <translation>輸入%1的最長城牆：%2</translation>
    </message>
    <message>
        <source>Type %1&apos;s highest %2: %3</source>
        <translation>輸入%1的%2最高數值：%3</translation>
    </message>
</context>
<context>
    <name>CountsForm</name>
    <message>
        <source>Type the counts instead</source>
        <translation>改為輸入數量</translation>
    </message>
    <message>
        <source>Score this player from typed numbers: the buildings per type and the longest wall, as a scoring app does. The digitised city is kept.</source>
        <translation>以輸入的數字為此玩家計分：各類建築的數量與最長城牆，就像計分程式一樣。數位化的城邦會保留。</translation>
    </message>
    <message>
        <source>Take the counts from the city</source>
        <translation>從城邦取得數量</translation>
    </message>
    <message>
        <source>Type over these numbers what the digitised city counts</source>
        <translation>以數位化城邦的計數覆寫這些數字</translation>
    </message>
    <message>
        <source>Digitise the city instead</source>
        <translation>改為數位化城邦</translation>
    </message>
    <message>
        <source>Score this player from the digitised city again; these numbers are kept</source>
        <translation>再次以數位化的城邦為此玩家計分；這些數字會保留</translation>
    </message>
    <message>
        <source>Longest moat</source>
        <translation>最長護城河</translation>
    </message>
    <message>
        <source>Longest wall</source>
        <translation>最長城牆</translation>
    </message>
    <message>
        <source>highest</source>
        <translation>最高</translation>
    </message>
    <message>
        <source>Highest value of %1</source>
        <translation>%1的最高數值</translation>
    </message>
    <message>
        <source>The highest value among the %1 faces: it decides between equal counts</source>
        <translation>%1板塊面中的最高數值：數量相同時以此決定</translation>
    </message>
    <message>
        <source>%1: %2 is out of range (%3 to %4), so it stays %5.</source>
        <translation>%1：%2 超出範圍（%3 至 %4），因此維持 %5。</translation>
    </message>
    <message>
        <source>%1 is scored from typed counts: the digitised city is kept as it was. Choose “Digitise the city instead” to build in it.</source>
        <translation>%1以手動輸入的數量計分：數位化的城邦維持原狀。若要在城邦中建造，請選擇「改為數位化城邦」。</translation>
    </message>
    <message>
        <source>%1&apos;s counts — scored instead of the city</source>
        <translation>%1的數量 — 取代城邦計分</translation>
    </message>
    <message>
        <source>Type what the table counts in the city: the tiles of each type with the highest value among them, and the longest outer moat. They are scored exactly as a city with these counts.</source>
        <translation>輸入桌上在城邦中數出的結果：各類板塊的數量及其中的最高數值，以及最長的外部護城河。計分方式與具有這些數量的城邦完全相同。</translation>
    </message>
    <message>
        <source>Type what the table counts in the city: the finished buildings of each type and the longest outer wall. They are scored exactly as a city with these counts.</source>
        <translation>輸入桌上在城邦中數出的結果：各類已完成建築的數量，以及最長的外部城牆。計分方式與具有這些數量的城邦完全相同。</translation>
    </message>
    <message numerus="yes">
        <source>%n building(s) (typed)</source>
        <translation>
            <numerusform>%n 個建築（手動輸入）</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The digitised city (%n tile(s)) is kept as it was and not scored.</source>
        <translation>
            <numerusform>數位化的城邦（%n 個板塊）維持原狀，不予計分。</numerusform>
        </translation>
    </message>
    <message>
        <source>No city was digitised: these numbers are what scores.</source>
        <translation>尚未數位化任何城邦：以這些數字計分。</translation>
    </message>
</context>
<context>
    <name>CountsSummary</name>
    <message>
        <source>Scored from typed counts: buildings per type</source>
        <translation>以手動輸入的數量計分：各類建築數量</translation>
    </message>
</context>
<context>
    <name>DirkPicker</name>
    <message>
        <source>Give Dirk tiles</source>
        <translation>給 Dirk 板塊</translation>
    </message>
    <message>
        <source>Give</source>
        <translation>給予</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>關閉</translation>
    </message>
</context>
<context>
    <name>Edit</name>
    <message>
        <source>Move {tile} from ({x}, {y}) to {name}&apos;s reserve</source>
        <translation>將{tile}從 ({x}, {y}) 移到{name}的預定建築庫存</translation>
    </message>
    <message>
        <source>Place {tile} at ({x}, {y}) in {name}&apos;s city</source>
        <translation>將{tile}放在{name}的城邦 ({x}, {y})</translation>
    </message>
    <message>
        <source>Swap {tile} into ({x}, {y}) in {name}&apos;s city</source>
        <translation>將{tile}換入{name}的城邦 ({x}, {y})</translation>
    </message>
    <message>
        <source>Return {tile} to the bag</source>
        <translation>將{tile}放回布袋</translation>
    </message>
    <message>
        <source>Put {tile} into {name}&apos;s reserve</source>
        <translation>將{tile}放入{name}的預定建築庫存</translation>
    </message>
</context>
<context>
    <name>ExportDialog</name>
    <message>
        <source>Export Games</source>
        <translation>匯出遊戲</translation>
    </message>
    <message>
        <source>Export:</source>
        <translation>匯出：</translation>
    </message>
    <message numerus="yes">
        <source>The %n selected game(s)</source>
        <translation>
            <numerusform>已選取的 %n 場遊戲</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Every game in the history (%n)</source>
        <translation>
            <numerusform>歷史紀錄中的所有遊戲（%n）</numerusform>
        </translation>
    </message>
    <message>
        <source>As:</source>
        <translation>格式：</translation>
    </message>
    <message>
        <source>A BG Stats play file (JSON)</source>
        <translation>BG Stats 對局檔（JSON）</translation>
    </message>
    <message>
        <source>A spreadsheet (CSV)</source>
        <translation>試算表（CSV）</translation>
    </message>
</context>
<context>
    <name>FileMenu</name>
    <message>
        <source>Open Game</source>
        <translation>開啟遊戲</translation>
    </message>
    <message>
        <source>Save Game As</source>
        <translation>遊戲另存新檔</translation>
    </message>
    <message>
        <source>Alhambra</source>
        <translation>Alhambra</translation>
    </message>
</context>
<context>
    <name>FirstStartHint</name>
    <message>
        <source>New here? Help ▸ Keys and codes (%1) lists the tile codes and the keys.</source>
        <translation>第一次使用嗎？「說明 ▸ 按鍵與代碼」（%1）列出了板塊代碼與按鍵。</translation>
    </message>
    <message>
        <source>Show</source>
        <translation>顯示</translation>
    </message>
    <message>
        <source>Hide this hint</source>
        <translation>隱藏此提示</translation>
    </message>
</context>
<context>
    <name>GameFiles</name>
    <message>
        <source>Settings that could not be read were set aside and their defaults used: %1.</source>
        <translation>無法讀取的設定已擱置並改用預設值：%1。</translation>
    </message>
    <message>
        <source>The autosaved game cannot be read: %1</source>
        <translation>無法讀取自動儲存的遊戲：%1</translation>
    </message>
    <message>
        <source>Restore the game?</source>
        <translation>要還原遊戲嗎？</translation>
    </message>
    <message>
        <source>the autosaved game</source>
        <translation>自動儲存的遊戲</translation>
    </message>
    <message>
        <source>the sample game</source>
        <translation>範例遊戲</translation>
    </message>
    <message>
        <source>an untitled game</source>
        <translation>未命名的遊戲</translation>
    </message>
    <message>
        <source>unknown</source>
        <translation>不明</translation>
    </message>
    <message>
        <source>Alhambra did not close properly last time. Restore the changes that were autosaved?

Game: %1
Players: %2
Autosaved: %3

The game comes back as it was; the steps that led to it cannot be undone.</source>
        <translation>阿爾罕布拉上次沒有正常關閉。要還原自動儲存的變更嗎？

遊戲：%1
玩家：%2
自動儲存：%3

遊戲會恢復原狀；之前的步驟無法復原。</translation>
    </message>
    <message>
        <source>the last game</source>
        <translation>上一場遊戲</translation>
    </message>
    <message>
        <source>Open it again?</source>
        <translation>要重新開啟嗎？</translation>
    </message>
    <message>
        <source>Alhambra stopped while opening %1 last time. Retry opens it again; Ignore opens the sample game; Discard starts an empty game.</source>
        <translation>Alhambra 上次在開啟%1時停止運作。「重試」會再次開啟；「忽略」會開啟範例遊戲；「丟棄」會開始一場空白遊戲。</translation>
    </message>
    <message>
        <source>Player 1</source>
        <translation>玩家 1</translation>
    </message>
    <message>
        <source>Player 2</source>
        <translation>玩家 2</translation>
    </message>
    <message>
        <source>an empty game</source>
        <translation>空白遊戲</translation>
    </message>
    <message>
        <source>a sample game</source>
        <translation>範例遊戲</translation>
    </message>
    <message>
        <source>The last game cannot be read: %1</source>
        <translation>無法讀取上一場遊戲：%1</translation>
    </message>
    <message>
        <source>The game&apos;s file %1 cannot be reached: the game is opened without it (File ▸ Save As keeps it).</source>
        <translation>無法存取這場遊戲的檔案 %1：遊戲將在沒有檔案的情況下開啟（檔案 ▸ 另存新檔可保留）。</translation>
    </message>
    <message>
        <source>File Changed Elsewhere</source>
        <translation>檔案已在別處變更</translation>
    </message>
    <message>
        <source>%1 was changed by another window or program since it was opened here. Save this game over it and lose those changes? (File ▸ Save As… keeps both.)</source>
        <translation>%1 在這裡開啟後，已被另一個視窗或程式變更。要用這場遊戲覆寫它，並失去那些變更嗎？（檔案 ▸ 另存新檔… 可兩者都保留。）</translation>
    </message>
    <message>
        <source>Unsaved changes</source>
        <translation>未儲存的變更</translation>
    </message>
    <message>
        <source>%1 has unsaved changes. Save them?</source>
        <translation>%1有未儲存的變更。要儲存嗎？</translation>
    </message>
    <message>
        <source>Autosave failed: %1. Your changes are not protected against a crash until you save.</source>
        <translation>自動儲存失敗：%1。在您儲存之前，程式若當機，變更將無法保留。</translation>
    </message>
</context>
<context>
    <name>GameHistory</name>
    <message>
        <source>The history cannot be used: %1</source>
        <translation>無法使用歷史紀錄：%1</translation>
    </message>
    <message numerus="yes">
        <source>Delete %n game(s) from the history</source>
        <translation>
            <numerusform>從歷史紀錄中刪除 %n 場遊戲</numerusform>
        </translation>
    </message>
    <message>
        <source>Rename %1 to %2</source>
        <translation>將 %1 重新命名為 %2</translation>
    </message>
    <message>
        <source>Merge %1 into %2</source>
        <translation>將 %1 合併到 %2</translation>
    </message>
</context>
<context>
    <name>GameSession</name>
    <message>
        <source>Untitled game</source>
        <translation>未命名遊戲</translation>
    </message>
    <message>
        <source>Sample game</source>
        <translation>範例遊戲</translation>
    </message>
    <message>
        <source>Place %1 at (%2, %3) in %4&apos;s city</source>
        <translation>將%1放在%4的城邦 (%2, %3)</translation>
    </message>
    <message>
        <source>Place %1 anyway at (%2, %3) in %4&apos;s city</source>
        <translation>強制將%1放在%4的城邦 (%2, %3)</translation>
    </message>
    <message>
        <source>Put %1 into %2&apos;s reserve</source>
        <translation>將%1放入%2的預定建築庫存</translation>
    </message>
    <message>
        <source>Move %1 from (%2, %3) to %4&apos;s reserve</source>
        <translation>將%1從 (%2, %3) 移到%4的預定建築庫存</translation>
    </message>
    <message>
        <source>Swap %1 into (%2, %3) in %4&apos;s city</source>
        <translation>將%1換入%4的城邦 (%2, %3)</translation>
    </message>
    <message>
        <source>Move %1 from (%2, %3) to (%4, %5) in %6&apos;s city</source>
        <translation>在%6的城邦中將%1從 (%2, %3) 移到 (%4, %5)</translation>
    </message>
    <message>
        <source>Return %1 to the bag</source>
        <translation>將%1放回布袋</translation>
    </message>
    <message>
        <source>Give %1 to Dirk</source>
        <translation>將%1交給 Dirk</translation>
    </message>
    <message>
        <source>Bring Dirk into the game</source>
        <translation>讓 Dirk 加入遊戲</translation>
    </message>
    <message>
        <source>Take Dirk out of the game</source>
        <translation>讓 Dirk 退出遊戲</translation>
    </message>
    <message>
        <source>Record scoring %1</source>
        <translation>記錄第 %1 次計分</translation>
    </message>
    <message>
        <source>Record the step %1</source>
        <translation>記錄步驟：%1</translation>
    </message>
    <message>
        <source>Enter the players&apos; money</source>
        <translation>輸入玩家的金錢</translation>
    </message>
    <message>
        <source>Hand out the market tiles</source>
        <translation>分發市場上的板塊</translation>
    </message>
</context>
<context>
    <name>GameViewer</name>
    <message>
        <source>%1, %2 (read-only)</source>
        <translation>%1，%2（唯讀）</translation>
    </message>
    <message>
        <source>Won by %1.</source>
        <translation>勝者：%1。</translation>
    </message>
    <message>
        <source>Modules: %1.</source>
        <translation>模組：%1。</translation>
    </message>
    <message numerus="yes">
        <source>%n minute(s) long.</source>
        <translation>
            <numerusform>歷時 %n 分鐘。</numerusform>
        </translation>
    </message>
    <message>
        <source>Player</source>
        <translation>玩家</translation>
    </message>
    <message>
        <source>Total</source>
        <translation>總分</translation>
    </message>
</context>
<context>
    <name>GuardPointsPanel</name>
    <message>
        <source>Points per guard:</source>
        <translation>每名守衛的分數：</translation>
    </message>
    <message>
        <source>Scoring %1</source>
        <translation>第 %1 次計分</translation>
    </message>
    <message>
        <source>The number under the placement tile of the rightmost guard, never lower than at the scoring before.</source>
        <translation>最右邊守衛的放置板塊下方的數字，不會低於前一次計分。</translation>
    </message>
    <message>
        <source>Points per guard in scoring %1</source>
        <translation>第 %1 次計分每名守衛的分數</translation>
    </message>
</context>
<context>
    <name>HistoryMenu</name>
    <message>
        <source>History</source>
        <translation>歷史紀錄</translation>
    </message>
    <message>
        <source>The game is in the history (Game ▸ History).</source>
        <translation>這場遊戲已在歷史紀錄中（遊戲 ▸ 歷史紀錄）。</translation>
    </message>
    <message>
        <source>Import Games into History</source>
        <translation>匯入遊戲到歷史紀錄</translation>
    </message>
    <message>
        <source>Importing games into the history…</source>
        <translation>正在將遊戲匯入歷史紀錄…</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>取消</translation>
    </message>
    <message numerus="yes">
        <source>%n game(s) added to the history.</source>
        <translation>
            <numerusform>已將 %n 場遊戲加入歷史紀錄。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n game(s) were in it already.</source>
        <translation>
            <numerusform>有 %n 場遊戲已在其中。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Cancelled: %n file(s) not read.</source>
        <translation>
            <numerusform>已取消：%n 個檔案未讀取。</numerusform>
        </translation>
    </message>
    <message>
        <source>Refused:</source>
        <translation>已拒絕：</translation>
    </message>
</context>
<context>
    <name>HistoryWindow</name>
    <message>
        <source>History</source>
        <translation>歷史紀錄</translation>
    </message>
    <message>
        <source>&amp;Games</source>
        <translation>遊戲(&amp;G)</translation>
    </message>
    <message>
        <source>&amp;Players</source>
        <translation>玩家(&amp;P)</translation>
    </message>
    <message>
        <source>&amp;Statistics</source>
        <translation>統計(&amp;S)</translation>
    </message>
    <message>
        <source>Any modules</source>
        <translation>任何模組</translation>
    </message>
    <message>
        <source>Player:</source>
        <translation>玩家：</translation>
    </message>
    <message>
        <source>Module:</source>
        <translation>模組：</translation>
    </message>
    <message>
        <source>Open &amp;Read-Only</source>
        <translation>唯讀開啟(&amp;R)</translation>
    </message>
    <message>
        <source>Open as &amp;Copy</source>
        <translation>以副本開啟(&amp;C)</translation>
    </message>
    <message>
        <source>&amp;Log Play in BG Stats…</source>
        <translation>在 BG Stats 記錄對局(&amp;L)…</translation>
    </message>
    <message>
        <source>Re&amp;match</source>
        <translation>再戰一局(&amp;M)</translation>
    </message>
    <message>
        <source>&amp;Delete</source>
        <translation>刪除(&amp;D)</translation>
    </message>
    <message>
        <source>E&amp;xport…</source>
        <translation>匯出(&amp;X)…</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>復原(&amp;U)</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation>重做(&amp;R)</translation>
    </message>
    <message>
        <source>Any player</source>
        <translation>任何玩家</translation>
    </message>
    <message>
        <source>%1 of %2</source>
        <translation>%1 / %2</translation>
    </message>
    <message numerus="yes">
        <source>%n game(s)</source>
        <translation>
            <numerusform>%n 場遊戲</numerusform>
        </translation>
    </message>
    <message>
        <source>game %1</source>
        <translation>遊戲 %1</translation>
    </message>
    <message numerus="yes">
        <source>%n game(s) deleted from the history; Undo brings them back.</source>
        <translation>
            <numerusform>已從歷史紀錄中刪除 %n 場遊戲；復原可將其找回。</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>InviteDialog</name>
    <message>
        <source>Invite Phones</source>
        <translation>邀請手機</translation>
    </message>
    <message>
        <source>%1 (this computer only)</source>
        <translation>%1（僅限這台電腦）</translation>
    </message>
    <message>
        <source>Network:</source>
        <translation>網路：</translation>
    </message>
    <message>
        <source>Port:</source>
        <translation>連接埠：</translation>
    </message>
    <message>
        <source>&amp;Start the Table</source>
        <translation>啟動牌桌(&amp;S)</translation>
    </message>
    <message>
        <source>Phones at the table:</source>
        <translation>牌桌上的手機：</translation>
    </message>
    <message>
        <source>&amp;Disconnect Phone</source>
        <translation>中斷手機連線(&amp;D)</translation>
    </message>
    <message>
        <source>&amp;New Code</source>
        <translation>新代碼(&amp;N)</translation>
    </message>
    <message>
        <source>S&amp;top the Table</source>
        <translation>關閉牌桌(&amp;T)</translation>
    </message>
    <message>
        <source>Every player joins this game from their phone: they photograph and confirm their own city, and see the scores. Choose the network the phones are on, then start.</source>
        <translation>每位玩家用自己的手機加入這場遊戲：拍下並確認自己的城邦，並查看分數。請選擇手機所在的網路，然後啟動。</translation>
    </message>
    <message numerus="yes">
        <source>Each player scans the code with their phone&apos;s camera, or opens the address and types the code. A code lets one phone in and is good for %n minute(s); the next phone gets the next code.</source>
        <translation>
            <numerusform>每位玩家用手機相機掃描代碼，或打開網址並輸入代碼。每個代碼只讓一支手機加入，有效 %n 分鐘；下一支手機使用下一個代碼。</numerusform>
        </translation>
    </message>
    <message>
        <source>no seat yet</source>
        <translation>尚未選擇玩家</translation>
    </message>
    <message>
        <source>Phone %1 · %2 · %3</source>
        <translation>手機 %1 · %2 · %3</translation>
    </message>
    <message>
        <source>connected</source>
        <translation>已連線</translation>
    </message>
    <message>
        <source>not connected</source>
        <translation>未連線</translation>
    </message>
    <message>
        <source>No phone has joined yet.</source>
        <translation>還沒有手機加入。</translation>
    </message>
    <message>
        <source>%1 is in %2&apos;s city, and %3&apos;s phone confirmed it too: they check together.</source>
        <translation>%1 在 %2 的城邦裡，而 %3 的手機也確認了它：請兩人一起確認。</translation>
    </message>
</context>
<context>
    <name>KeysSheet</name>
    <message>
        <source>Keys and codes</source>
        <translation>按鍵與代碼</translation>
    </message>
    <message>
        <source>Tile codes (%1)</source>
        <translation>板塊代碼（%1）</translation>
    </message>
    <message>
        <source>Sides</source>
        <translation>方位</translation>
    </message>
    <message>
        <source>The codes, and the line under each tile in Tiles, name the sides by their English letters:</source>
        <translation>代碼以及「板塊」中每個板塊下方的文字，以英文字母表示方位：</translation>
    </message>
    <message>
        <source>Keys in the city</source>
        <translation>城邦中的按鍵</translation>
    </message>
    <message>
        <source>Codes of the modules&apos; pieces</source>
        <translation>模組配件的代碼</translation>
    </message>
    <message>
        <source>The modules&apos; pieces are typed like tiles: the module&apos;s letter first, then what describes the piece as printed.</source>
        <translation>模組配件的輸入方式和板塊相同：先輸入模組的字母，再輸入描述配件印刷樣式的內容。</translation>
    </message>
    <message>
        <source>Keys of the expansion modules (on the tile under the cursor)</source>
        <translation>擴充模組的按鍵（作用於游標下的板塊）</translation>
    </message>
    <message>
        <source>The mouse</source>
        <translation>滑鼠</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <source>Open &amp;Recent</source>
        <translation>最近開啟的檔案(&amp;R)</translation>
    </message>
    <message>
        <source>&amp;Go to Player</source>
        <translation>前往玩家(&amp;G)</translation>
    </message>
    <message>
        <source>All cities</source>
        <translation>所有城邦</translation>
    </message>
    <message>
        <source>About %1</source>
        <translation>關於 %1</translation>
    </message>
    <message>
        <source>%1 %2
A table companion for Alhambra and Granada: digitise the cities, check every placement, find the longest wall and run the scorings.</source>
        <translation>%1 %2
《阿爾罕布拉》與《格拉納達》的桌邊助手：將城邦數位化、檢查每一次放置、找出最長的外部城牆，並進行計分。</translation>
    </message>
</context>
<context>
    <name>MissionsPanel</name>
    <message>
        <source>The mission tiles in play pay the final scoring; their points selected in the scoreboard show on the city what they count.</source>
        <translation>遊戲中的任務板塊在最後計分時得分；在計分表中選取它們的分數，城邦上就會顯示它們所計算的內容。</translation>
    </message>
</context>
<context>
    <name>MoatRow</name>
    <message>
        <source>Moats of the next face:</source>
        <translation>下一個板塊面的護城河：</translation>
    </message>
    <message>
        <source>Moat on the %1 side</source>
        <translation>%1側的護城河</translation>
    </message>
</context>
<context>
    <name>Module</name>
    <message>
        <source>1: The Vizier&apos;s Favour</source>
        <translation>1：維齊爾的恩寵</translation>
    </message>
    <message>
        <source>2: The City Gates</source>
        <translation>2：城門</translation>
    </message>
    <message>
        <source>3: The Thief&apos;s Turn</source>
        <translation>3：盜賊的回合</translation>
    </message>
    <message>
        <source>4: The Treasure Chamber</source>
        <translation>4：寶庫</translation>
    </message>
    <message>
        <source>5: Power of the Sultan</source>
        <translation>5：蘇丹的權力</translation>
    </message>
    <message>
        <source>6: The Falconers</source>
        <translation>6：馴鷹人</translation>
    </message>
    <message>
        <source>The Red Palace</source>
        <translation>紅色宮殿</translation>
    </message>
    <message>
        <source>computed from the city</source>
        <translation>由城邦計算</translation>
    </message>
    <message>
        <source>typed figures</source>
        <translation>輸入數值</translation>
    </message>
    <message>
        <source>no scoring</source>
        <translation>不計分</translation>
    </message>
    <message>
        <source>Family Box</source>
        <translation>家庭盒</translation>
    </message>
    <message>
        <source>Mega Box</source>
        <translation>超級大盒</translation>
    </message>
    <message>
        <source>Designers&apos; Edition</source>
        <translation>設計師版</translation>
    </message>
    <message>
        <source>Queenie</source>
        <translation>Queenie 小擴充</translation>
    </message>
    <message>
        <source>The New Market</source>
        <translation>新市場</translation>
    </message>
    <message>
        <source>Fan modules</source>
        <translation>玩家自製模組</translation>
    </message>
    <message>
        <source>Any other module</source>
        <translation>其他模組</translation>
    </message>
    <message>
        <source>Type {name}&apos;s {what}: {value}</source>
        <translation>輸入{name}的{what}：{value}</translation>
    </message>
    <message>
        <source>Bonus cards</source>
        <translation>獎勵卡</translation>
    </message>
    <message>
        <source>A card showing a wall-less tile counts as one more building while that tile stands in its holder&apos;s city.</source>
        <translation>卡上畫有一個無城牆的板塊；只要該板塊建在持有者的城邦中，就多算一個建築。</translation>
    </message>
    <message>
        <source>Who holds which bonus card now?</source>
        <translation>現在誰持有哪張獎勵卡？</translation>
    </message>
    <message>
        <source>the {count} bonus cards</source>
        <translation>{count} 張獎勵卡</translation>
    </message>
    <message>
        <source>bonus card {type} {price}: +1</source>
        <translation>獎勵卡 {type} {price}：+1</translation>
    </message>
    <message>
        <source>{type} {price} (bonus card) stands in the city</source>
        <translation>{type} {price}（獎勵卡）建在城邦中</translation>
    </message>
    <message>
        <source>The bonus card counts one building more while its tile stands in its holder&apos;s city</source>
        <translation>只要獎勵卡上的板塊建在持有者的城邦中，該獎勵卡就多算一個建築</translation>
    </message>
    <message>
        <source>Type {type} {price} as built in {name}&apos;s city</source>
        <translation>將{type} {price}輸入為已建在{name}的城邦中</translation>
    </message>
    <message>
        <source>Type {type} {price} as not built in {name}&apos;s city</source>
        <translation>將{type} {price}輸入為未建在{name}的城邦中</translation>
    </message>
    <message>
        <source>Give {player} the bonus card {card}</source>
        <translation>將獎勵卡{card}交給{player}</translation>
    </message>
    <message>
        <source>Take the bonus card {card} from {player}</source>
        <translation>從{player}收回獎勵卡{card}</translation>
    </message>
    <message>
        <source>Pass the bonus card {card} from {giver} to {taker}</source>
        <translation>將獎勵卡{card}從{giver}轉給{taker}</translation>
    </message>
    <message>
        <source>Building sites</source>
        <translation>工地</translation>
    </message>
    <message>
        <source>A tile bought at half price is a building site: it does not count as a building until it is finished.</source>
        <translation>以半價購買的板塊是工地：完成之前不算建築。</translation>
    </message>
    <message>
        <source>Are the building sites marked, and the finished ones cleared?</source>
        <translation>工地都已標記，完成的工地也已清除了嗎？</translation>
    </message>
    <message>
        <source>the building site markers</source>
        <translation>工地標記</translation>
    </message>
    <message>
        <source>building sites do not count: −{count}</source>
        <translation>工地不計入：−{count}</translation>
    </message>
    <message>
        <source>Mark {tile} as a building site</source>
        <translation>將{tile}標記為工地</translation>
    </message>
    <message>
        <source>Finish the building site {tile}</source>
        <translation>完成工地{tile}</translation>
    </message>
    <message>
        <source>The Wise Man and the City Watch</source>
        <translation>智者與城市守衛</translation>
    </message>
    <message>
        <source>The Wise Man adds half a building to a type of his holder&apos;s choice; the City Watch scores a third of its holder&apos;s longest wall.</source>
        <translation>智者讓持有者自選的一種建築多算半個建築；城市守衛讓持有者獲得其最長城牆三分之一的分數。</translation>
    </message>
    <message>
        <source>Who holds the Wise Man (and which type) and the City Watch now?</source>
        <translation>現在誰持有智者（指定哪種建築）和城市守衛？</translation>
    </message>
    <message>
        <source>City Watch</source>
        <translation>城市守衛</translation>
    </message>
    <message>
        <source>the Wise Man and the City Watch cards</source>
        <translation>智者卡與城市守衛卡</translation>
    </message>
    <message>
        <source>the Wise Man: +{amount}</source>
        <translation>智者：+{amount}</translation>
    </message>
    <message>
        <source>does not hold the City Watch</source>
        <translation>未持有城市守衛</translation>
    </message>
    <message>
        <source>City Watch: longest wall {wall} ÷ 3, rounded down = {points}</source>
        <translation>城市守衛：最長城牆 {wall} ÷ 3，無條件捨去 = {points}</translation>
    </message>
    <message>
        <source>Hand out the Wise Man and the City Watch</source>
        <translation>分配智者與城市守衛</translation>
    </message>
    <message>
        <source>City gates</source>
        <translation>城門</translation>
    </message>
    <message>
        <source>A gate on a double wall lets a tile join the city through it; gated tiles stay put.</source>
        <translation>雙城牆上的城門可讓板塊經由它與城邦相連；有城門的板塊不能移動。</translation>
    </message>
    <message>
        <source>Is every gate entered on its edge?</source>
        <translation>每座城門都已輸入在其所在的邊上了嗎？</translation>
    </message>
    <message>
        <source>{count} city gates</source>
        <translation>{count} 座城門</translation>
    </message>
    <message>
        <source>Put a gate on the {side} side of {tile}</source>
        <translation>在{tile}的{side}側放上城門</translation>
    </message>
    <message>
        <source>Take the gate off the {side} side of {tile}</source>
        <translation>移除{tile}的{side}側城門</translation>
    </message>
    <message>
        <source>City walls</source>
        <translation>城牆片</translation>
    </message>
    <message>
        <source>Wall pieces added to open sides of a player&apos;s tiles count like printed walls.</source>
        <translation>加在玩家板塊開放側的城牆片，與印刷的城牆同樣計算。</translation>
    </message>
    <message>
        <source>Is every wall piece entered on its tile?</source>
        <translation>每片城牆片都已輸入在其所在的板塊上了嗎？</translation>
    </message>
    <message>
        <source>{count} wall pieces and their 8 cards</source>
        <translation>{count} 片城牆片及其 8 張卡牌</translation>
    </message>
    <message>
        <source>Add a wall piece to {tile} ({side})</source>
        <translation>在{tile}的{side}側加上城牆片</translation>
    </message>
    <message>
        <source>Take the wall piece off {tile} ({side})</source>
        <translation>移除{tile}的{side}側城牆片</translation>
    </message>
    <message>
        <source>New score cards</source>
        <translation>新計分牌</translation>
    </message>
    <message>
        <source>Three cards, one per scoring, give the building types new values.</source>
        <translation>三張計分牌，每次計分一張，賦予各類建築新的分值。</translation>
    </message>
    <message>
        <source>Is this scoring&apos;s card the one entered?</source>
        <translation>本次計分的計分牌與輸入的一致嗎？</translation>
    </message>
    <message>
        <source>draw 3 of the {count} new score cards, one for each scoring</source>
        <translation>從 {count} 張新計分牌中抽出 3 張，每次計分一張</translation>
    </message>
    <message>
        <source>No new score card is entered for scoring {round}: it would count with the base values.</source>
        <translation>第 {round} 次計分尚未輸入新計分牌：將以基本分值計分。</translation>
    </message>
    <message>
        <source>Choose the new score cards</source>
        <translation>選擇新計分牌</translation>
    </message>
    <message>
        <source>Other points</source>
        <translation>其他分數</translation>
    </message>
    <message>
        <source>Points with a label, entered per scoring, for any module the app does not count itself.</source>
        <translation>每次計分時輸入附標籤的分數，用於本程式本身不計算的任何模組。</translation>
    </message>
    <message>
        <source>Enter the other points of this scoring.</source>
        <translation>輸入本次計分的其他分數。</translation>
    </message>
    <message>
        <source>Other</source>
        <translation>其他</translation>
    </message>
    <message>
        <source>{label}: {points}</source>
        <translation>{label}：{points}</translation>
    </message>
    <message>
        <source>Treasure chamber</source>
        <translation>寶庫</translation>
    </message>
    <message>
        <source>Chests on buildings of their colour; the most chests in a city score like a majority.</source>
        <translation>寶箱放在同色的建築上；各城邦的寶箱數量如同建築多數一樣計分。</translation>
    </message>
    <message>
        <source>Is every chest entered on its building?</source>
        <translation>每個寶箱都已輸入在其所在的建築上了嗎？</translation>
    </message>
    <message>
        <source>Chests</source>
        <translation>寶箱</translation>
    </message>
    <message>
        <source>{count} treasure chests in the six colours</source>
        <translation>六種顏色的 {count} 個寶箱</translation>
    </message>
    <message>
        <source>Chests on buildings</source>
        <translation>建築上的寶箱</translation>
    </message>
    <message>
        <source>At most one chest on a building</source>
        <translation>每個建築最多放一個寶箱</translation>
    </message>
    <message>
        <source>Type {name}&apos;s chests: {value}</source>
        <translation>輸入{name}的寶箱數：{value}</translation>
    </message>
    <message numerus="yes">
        <source>%n chest(s) on the buildings (typed)</source>
        <translation>
            <numerusform>建築上的 %n 個寶箱（手動輸入）</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n chest(s) on the city&apos;s buildings</source>
        <translation>
            <numerusform>城邦建築上的 %n 個寶箱</numerusform>
        </translation>
    </message>
    <message>
        <source>Put a chest on {tile}</source>
        <translation>在{tile}上放寶箱</translation>
    </message>
    <message>
        <source>Take the chest off {tile}</source>
        <translation>移除{tile}上的寶箱</translation>
    </message>
    <message>
        <source>Handymen</source>
        <translation>工匠</translation>
    </message>
    <message>
        <source>Handymen stand on buildings; every scoring the largest group of them side by side scores a point a tile.</source>
        <translation>工匠站在建築上；每次計分時，相鄰工匠最大的一群每個板塊得 1 分。</translation>
    </message>
    <message>
        <source>Is every handyman entered on his building?</source>
        <translation>每個工匠都已輸入在他的建築上了嗎？</translation>
    </message>
    <message>
        <source>the handymen</source>
        <translation>工匠</translation>
    </message>
    <message numerus="yes">
        <source>largest group of handymen (typed): %n tile(s)</source>
        <translation>
            <numerusform>最大的工匠群（輸入）：%n 個板塊</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>largest group of handymen: %n tile(s)</source>
        <translation>
            <numerusform>最大的工匠群：%n 個板塊</numerusform>
        </translation>
    </message>
    <message>
        <source>Largest group of handymen</source>
        <translation>最大的工匠群</translation>
    </message>
    <message>
        <source>Handyman buildings joined side by side, walls or not</source>
        <translation>以邊相連的工匠建築（不論有無城牆）</translation>
    </message>
    <message>
        <source>Type {name}&apos;s largest group of handymen: {value}</source>
        <translation>輸入{name}最大的工匠群：{value}</translation>
    </message>
    <message>
        <source>Put a handyman on {tile}</source>
        <translation>在{tile}上放一個工匠</translation>
    </message>
    <message>
        <source>Take the handyman off {tile}</source>
        <translation>從{tile}上拿走工匠</translation>
    </message>
    <message>
        <source>Invaders</source>
        <translation>入侵者</translation>
    </message>
    <message>
        <source>After each scoring an attack card comes from one direction: every city tile open to it costs points.</source>
        <translation>每次計分後翻開一張來自某方向的攻擊卡：城邦中對該方向無防護的每個板塊都要扣分。</translation>
    </message>
    <message>
        <source>From which direction does this scoring&apos;s attack card come?</source>
        <translation>這次計分的攻擊卡來自哪個方向？</translation>
    </message>
    <message>
        <source>the {count} attack cards, shuffled</source>
        <translation>{count} 張攻擊卡，洗勻</translation>
    </message>
    <message>
        <source>no attack card for scoring {round} yet</source>
        <translation>第 {round} 次計分還沒有攻擊卡</translation>
    </message>
    <message>
        <source>Tiles open to the {side}</source>
        <translation>朝{side}無防護的板塊</translation>
    </message>
    <message>
        <source>City tiles (the fountain too) with no wall and no tile on that side</source>
        <translation>該邊沒有城牆也沒有相鄰板塊的城邦板塊（獅子泉也算）</translation>
    </message>
    <message>
        <source>Type {name}&apos;s tiles open to the {side}: {value}</source>
        <translation>輸入{name}朝{side}無防護的板塊：{value}</translation>
    </message>
    <message>
        <source>Invaders from the {side}: {count} open sides × {round} = −{points}</source>
        <translation>來自{side}的入侵者：{count} 個無防護的邊 × {round} = −{points}</translation>
    </message>
    <message>
        <source>Invaders from the {side}: {count} open sides × {round} = −{main}, plus {first} {first_side} and {second} {second_side} = −{points}</source>
        <translation>來自{side}的入侵者：{count} 個無防護的邊 × {round} = −{main}，再加{first_side} {first} 個、{second_side} {second} 個 = −{points}</translation>
    </message>
    <message>
        <source>Choose the attack card of scoring {round}</source>
        <translation>選擇第 {round} 次計分的攻擊卡</translation>
    </message>
    <message>
        <source>Bazaars</source>
        <translation>市集</translation>
    </message>
    <message>
        <source>In the final scoring a bazaar scores its neighbours of its three types times the types among them.</source>
        <translation>最後計分時，市集得分為周圍屬於其三種建築的數量乘以其中的種類數。</translation>
    </message>
    <message>
        <source>Is every bazaar entered where it stands?</source>
        <translation>每個市集都已輸入在它的位置上了嗎？</translation>
    </message>
    <message>
        <source>the {count} bazaars</source>
        <translation>{count} 個市集</translation>
    </message>
    <message>
        <source>Bazaar</source>
        <translation>市集</translation>
    </message>
    <message>
        <source>Bazaar ({first}, {second}, {third})</source>
        <translation>市集（{first}、{second}、{third}）</translation>
    </message>
    <message>
        <source>bazaars score in the final scoring only</source>
        <translation>市集只在最後計分時得分</translation>
    </message>
    <message>
        <source>bazaar {number} (typed): {points}</source>
        <translation>市集 {number}（輸入）：{points}</translation>
    </message>
    <message>
        <source>bazaar at ({x}, {y}): {count} buildings of {kinds} of its types = {points}</source>
        <translation>位於 ({x}, {y}) 的市集：{count} 座建築，屬於其 {kinds} 種 = {points}</translation>
    </message>
    <message>
        <source>Bazaar {number}</source>
        <translation>市集 {number}</translation>
    </message>
    <message>
        <source>Its neighbours of its types times the types among them</source>
        <translation>周圍屬於其種類的建築數乘以其中的種類數</translation>
    </message>
    <message>
        <source>Type {name}&apos;s bazaar {number}: {value}</source>
        <translation>輸入{name}的市集 {number}：{value}</translation>
    </message>
    <message>
        <source>no bazaar in the city</source>
        <translation>城邦中沒有市集</translation>
    </message>
    <message>
        <source>Building huts</source>
        <translation>工棚</translation>
    </message>
    <message>
        <source>A hut counts as one more building of its type for each open side it turns to a building of that type.</source>
        <translation>工棚每有一個開放側朝向同種類的建築，就多算一座該種類的建築。</translation>
    </message>
    <message>
        <source>Is every hut entered where it stands?</source>
        <translation>每個工棚都已輸入在它的位置上了嗎？</translation>
    </message>
    <message>
        <source>the {count} building huts</source>
        <translation>{count} 個工棚</translation>
    </message>
    <message>
        <source>{type} hut</source>
        <translation>{type}工棚</translation>
    </message>
    <message>
        <source>{type} hut (walls {sides})</source>
        <translation>{type}工棚（城牆 {sides}）</translation>
    </message>
    <message>
        <source>huts (typed): +{count}</source>
        <translation>工棚（輸入）：+{count}</translation>
    </message>
    <message>
        <source>hut at ({x}, {y}): +{count}</source>
        <translation>位於 ({x}, {y}) 的工棚：+{count}</translation>
    </message>
    <message>
        <source>Huts&apos; extra {type}</source>
        <translation>工棚額外算的{type}</translation>
    </message>
    <message>
        <source>The open sides of the player&apos;s huts of this type that face a building of it</source>
        <translation>該玩家此種類工棚朝向同種類建築的開放側</translation>
    </message>
    <message>
        <source>Type {name}&apos;s huts&apos; extra {type}: {value}</source>
        <translation>輸入{name}的工棚額外算的{type}：{value}</translation>
    </message>
    <message>
        <source>rows with 3 buildings in a row</source>
        <translation>有 3 座建築連成一排的橫列</translation>
    </message>
    <message>
        <source>columns with 3 buildings in a row</source>
        <translation>有 3 座建築連成一排的直行</translation>
    </message>
    <message>
        <source>pairs of neighbours of one type</source>
        <translation>同種類相鄰建築的對數</translation>
    </message>
    <message>
        <source>the second longest wall</source>
        <translation>第二長的城牆</translation>
    </message>
    <message>
        <source>the longest diagonal of buildings</source>
        <translation>最長的斜線建築</translation>
    </message>
    <message>
        <source>double walls</source>
        <translation>雙層城牆</translation>
    </message>
    <message>
        <source>building types</source>
        <translation>建築種類</translation>
    </message>
    <message>
        <source>the longest walk to a building</source>
        <translation>到建築的最長步行距離</translation>
    </message>
    <message>
        <source>squares of 2 × 2 buildings</source>
        <translation>2 × 2 建築組成的方塊</translation>
    </message>
    <message>
        <source>Caliph&apos;s guidelines</source>
        <translation>哈里發的指示</translation>
    </message>
    <message>
        <source>Mission tiles pay the final scoring for rows, pairs, walls, walks and more in each city.</source>
        <translation>任務板塊在最後計分時，依各城邦的橫列、相鄰對、城牆、步行距離等給分。</translation>
    </message>
    <message>
        <source>Which mission tiles are in play?</source>
        <translation>哪些任務板塊在遊戲中？</translation>
    </message>
    <message>
        <source>Missions</source>
        <translation>任務</translation>
    </message>
    <message>
        <source>the mission tiles chosen</source>
        <translation>選定的任務板塊</translation>
    </message>
    <message>
        <source>no mission tiles in play</source>
        <translation>沒有任務板塊在遊戲中</translation>
    </message>
    <message>
        <source>the missions score in the final scoring only</source>
        <translation>任務只在最後計分時得分</translation>
    </message>
    <message>
        <source>Mission {number}: {mission}</source>
        <translation>任務 {number}：{mission}</translation>
    </message>
    <message>
        <source>Type {name}&apos;s mission {number}: {value}</source>
        <translation>輸入{name}的任務 {number}：{value}</translation>
    </message>
    <message>
        <source>mission {number}, {mission} (typed): {figure} → {points}</source>
        <translation>任務 {number}，{mission}（輸入）：{figure} → {points}</translation>
    </message>
    <message>
        <source>mission {number}, {mission}: {figure} → {points}</source>
        <translation>任務 {number}，{mission}：{figure} → {points}</translation>
    </message>
    <message>
        <source>mission {number}, {mission} (typed): {figure} × {each} = {points}</source>
        <translation>任務 {number}，{mission}（輸入）：{figure} × {each} = {points}</translation>
    </message>
    <message>
        <source>mission {number}, {mission}: {figure} × {each} = {points}</source>
        <translation>任務 {number}，{mission}：{figure} × {each} = {points}</translation>
    </message>
    <message>
        <source>Put mission {mission} in play</source>
        <translation>將任務 {mission} 放入遊戲</translation>
    </message>
    <message>
        <source>Take mission {mission} out of play</source>
        <translation>將任務 {mission} 移出遊戲</translation>
    </message>
    <message>
        <source>Camps</source>
        <translation>營地</translation>
    </message>
    <message>
        <source>Camps outside the city point their bastions at its walls; every scoring each bastion scores the line of buildings behind the wall.</source>
        <translation>城外的營地以稜堡對準城牆；每次計分時，每個稜堡依城牆後一直線的建築數得分。</translation>
    </message>
    <message>
        <source>Is every camp entered where it lies?</source>
        <translation>每個營地都已輸入在它的位置上了嗎？</translation>
    </message>
    <message>
        <source>the {count} camps</source>
        <translation>{count} 個營地</translation>
    </message>
    <message>
        <source>Camp</source>
        <translation>營地</translation>
    </message>
    <message>
        <source>Camp (bastion {sides})</source>
        <translation>營地（稜堡 {sides}）</translation>
    </message>
    <message>
        <source>Camp (bastions {sides})</source>
        <translation>營地（稜堡 {sides}）</translation>
    </message>
    <message>
        <source>camp points (typed): {points}</source>
        <translation>營地分數（輸入）：{points}</translation>
    </message>
    <message numerus="yes">
        <source>camp at ({x}, {y}), bastion {side}: %n building(s)</source>
        <translation>
            <numerusform>位於 ({x}, {y}) 的營地，{side}側稜堡：%n 座建築</numerusform>
        </translation>
    </message>
    <message>
        <source>no camp beside the city</source>
        <translation>城邦旁沒有營地</translation>
    </message>
    <message>
        <source>Camp points</source>
        <translation>營地分數</translation>
    </message>
    <message>
        <source>For each bastion, the buildings in a line behind the wall it faces</source>
        <translation>每個稜堡所對城牆後一直線上的建築</translation>
    </message>
    <message>
        <source>Type {name}&apos;s camp points: {value}</source>
        <translation>輸入{name}的營地分數：{value}</translation>
    </message>
    <message>
        <source>Medina</source>
        <translation>麥地那</translation>
    </message>
    <message>
        <source>Every scoring the players with the fewest and cheapest medinas pay a penalty, and more without any.</source>
        <translation>每次計分時，麥地那最少、最便宜的玩家扣分，沒有麥地那的扣得更多。</translation>
    </message>
    <message>
        <source>Is every medina entered where it stands?</source>
        <translation>每個麥地那都已輸入在它的位置上了嗎？</translation>
    </message>
    <message>
        <source>the {count} medinas</source>
        <translation>{count} 個麥地那</translation>
    </message>
    <message>
        <source>Medina {price}</source>
        <translation>麥地那 {price}</translation>
    </message>
    <message>
        <source>Medina {price} (no walls)</source>
        <translation>麥地那 {price}（無城牆）</translation>
    </message>
    <message>
        <source>Medina {price} (walls {sides})</source>
        <translation>麥地那 {price}（城牆 {sides}）</translation>
    </message>
    <message>
        <source>no medina: −{points} more</source>
        <translation>沒有麥地那：再扣 {points}</translation>
    </message>
    <message>
        <source>Medinas built</source>
        <translation>已建造的麥地那</translation>
    </message>
    <message>
        <source>Medinas in the city, not in the reserve</source>
        <translation>城邦中的麥地那，不含預定建築庫存</translation>
    </message>
    <message>
        <source>Price of the dearest medina</source>
        <translation>最貴麥地那的價格</translation>
    </message>
    <message>
        <source>Between equal numbers of medinas the cheaper dearest one ranks first</source>
        <translation>麥地那數量相同時，最貴的一個較便宜者排在前面</translation>
    </message>
    <message>
        <source>Type {name}&apos;s dearest medina: {value}</source>
        <translation>輸入{name}最貴的麥地那：{value}</translation>
    </message>
    <message>
        <source>Type {name}&apos;s medinas: {value}</source>
        <translation>輸入{name}的麥地那數：{value}</translation>
    </message>
    <message>
        <source>no medina (typed)</source>
        <translation>沒有麥地那（輸入）</translation>
    </message>
    <message>
        <source>no medina built</source>
        <translation>沒有建造麥地那</translation>
    </message>
    <message numerus="yes">
        <source>%n medina(s) (typed), the dearest {price}</source>
        <translation>
            <numerusform>%n 個麥地那（輸入），最貴的 {price}</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n medina(s) built, the dearest {price}</source>
        <translation>
            <numerusform>已建造 %n 個麥地那，最貴的 {price}</numerusform>
        </translation>
    </message>
    <message>
        <source>place {place}: no penalty</source>
        <translation>第 {place} 名：不扣分</translation>
    </message>
    <message>
        <source>places {first}–{last} shared: no penalty</source>
        <translation>並列第 {first}–{last} 名：不扣分</translation>
    </message>
    <message>
        <source>place {place}: −{points}</source>
        <translation>第 {place} 名：−{points}</translation>
    </message>
    <message>
        <source>places {first}–{last} shared by {count}: ⌈{pool} / {count}⌉ = −{points}</source>
        <translation>{count} 人並列第 {first}–{last} 名：⌈{pool} / {count}⌉ = −{points}</translation>
    </message>
    <message>
        <source>Street traders</source>
        <translation>流動商販</translation>
    </message>
    <message>
        <source>Residents stand on buildings of their colour; every scoring each layer of different colours scores 1, 3, 6, 10, 15 or 21.</source>
        <translation>居民站在同色的建築上；每次計分時，每一層不同顏色的居民得 1、3、6、10、15 或 21 分。</translation>
    </message>
    <message>
        <source>Is every resident entered on his building?</source>
        <translation>每個居民都已輸入在他的建築上了嗎？</translation>
    </message>
    <message>
        <source>Residents</source>
        <translation>居民</translation>
    </message>
    <message>
        <source>the trader disc and {count} residents of each colour</source>
        <translation>商販圓片與每種顏色 {count} 個居民</translation>
    </message>
    <message>
        <source>residents (typed)</source>
        <translation>居民（輸入）</translation>
    </message>
    <message>
        <source>no residents in the city</source>
        <translation>城邦中沒有居民</translation>
    </message>
    <message>
        <source>Residents on {type}</source>
        <translation>{type}上的居民</translation>
    </message>
    <message>
        <source>At most one resident a building, of its colour</source>
        <translation>每座建築最多一個同色居民</translation>
    </message>
    <message>
        <source>Type {name}&apos;s residents on {type}: {value}</source>
        <translation>輸入{name}在{type}上的居民：{value}</translation>
    </message>
    <message numerus="yes">
        <source>layer {layer}: residents of %n type(s) = {points}</source>
        <translation>
            <numerusform>第 {layer} 層：%n 種居民 = {points}</numerusform>
        </translation>
    </message>
    <message>
        <source>Put a resident on {tile}</source>
        <translation>在{tile}上放一位居民</translation>
    </message>
    <message>
        <source>Take the resident off {tile}</source>
        <translation>從{tile}拿走居民</translation>
    </message>
    <message>
        <source>Take the trader disc out of {player}&apos;s city</source>
        <translation>把商販圓片從{player}的城邦拿走</translation>
    </message>
    <message>
        <source>Put the trader disc at ({x}, {y}) beside {player}&apos;s city</source>
        <translation>把商販圓片放在{player}的城邦旁 ({x}, {y})</translation>
    </message>
    <message>
        <source>Type {name}&apos;s {figure}: {value}</source>
        <translation>輸入 {name} 的{figure}：{value}</translation>
    </message>
    <message>
        <source>Enter {points} points of {module} for {name}</source>
        <translation>為 {name} 記入 {module} 的 {points} 分</translation>
    </message>
    <message>
        <source>Take back {name}&apos;s last points of {module}</source>
        <translation>收回 {name} 在 {module} 的最後一筆分數</translation>
    </message>
    <message>
        <source>Alhambra zoo</source>
        <translation>阿爾罕布拉動物園</translation>
    </message>
    <message>
        <source>Animals in chambers of one species score every scoring; each player types their animal points.</source>
        <translation>只住同一種動物的宮室裡的動物在每次計分得分；每位玩家輸入自己的動物分數。</translation>
    </message>
    <message>
        <source>Are the animal points typed for everyone?</source>
        <translation>每位玩家的動物分數都輸入了嗎？</translation>
    </message>
    <message>
        <source>the 22 animal tiles: one on each chambers tile as it enters the market</source>
        <translation>22 塊動物板塊：每塊宮室進入建築市場時放上一塊</translation>
    </message>
    <message>
        <source>Animal points</source>
        <translation>動物分數</translation>
    </message>
    <message>
        <source>A point for each animal in a chamber that holds only its own species</source>
        <translation>只住同一種動物的宮室裡，每隻動物 1 分</translation>
    </message>
    <message>
        <source>animal points (typed): {points}</source>
        <translation>動物分數（輸入）：{points}</translation>
    </message>
    <message>
        <source>Art of the Moors</source>
        <translation>摩爾人的藝術</translation>
    </message>
    <message>
        <source>Culture counters for buildings of the same price score their values every scoring; each player types each counter&apos;s value.</source>
        <translation>相同價格建築換得的文化標記在每次計分得其數值；每位玩家輸入每個標記的數值。</translation>
    </message>
    <message>
        <source>Are the culture counters&apos; values typed as they stand?</source>
        <translation>文化標記的數值都照現況輸入了嗎？</translation>
    </message>
    <message>
        <source>the 20 culture counters, the 20 marker stones and the 10 docking strips</source>
        <translation>20 個文化標記、20 顆標記石和 10 條拼接條</translation>
    </message>
    <message>
        <source>Culture counters</source>
        <translation>文化標記</translation>
    </message>
    <message>
        <source>Each counter&apos;s value: 0, 3, 6, 10, 15 or 21 (at most 7 counters)</source>
        <translation>每個標記的數值：0、3、6、10、15 或 21（最多 7 個標記）</translation>
    </message>
    <message>
        <source>no culture counter</source>
        <translation>沒有文化標記</translation>
    </message>
    <message>
        <source>culture counters {values}: {points}</source>
        <translation>文化標記 {values}：{points}</translation>
    </message>
    <message>
        <source>Bureau de change</source>
        <translation>兌換所</translation>
    </message>
    <message>
        <source>An exchange card lets a player pay once with two currencies; no points.</source>
        <translation>兌換卡讓玩家一次用兩種貨幣付款；不計分。</translation>
    </message>
    <message>
        <source>shuffle 2 of the 6 exchange cards into each of money piles 2, 3 and 4</source>
        <translation>6 張兌換卡中各取 2 張洗入第 2、3、4 疊金錢</translation>
    </message>
    <message>
        <source>Caravanserai</source>
        <translation>商隊驛站</translation>
    </message>
    <message>
        <source>A caravanserai bought for 8, 4 or 2 (4, 5 or 6 types in the city) brings money; no points.</source>
        <translation>以 8、4 或 2 買下的商隊驛站（城邦有 4、5 或 6 種建築）帶來金錢；不計分。</translation>
    </message>
    <message>
        <source>put the 8 caravanserai cards and the 8 cubes beside the building market</source>
        <translation>把 8 張商隊驛站卡和 8 個方塊放在建築市場旁</translation>
    </message>
    <message>
        <source>buying one needs 4, 5 or 6 building types in the city (price 8, 4 or 2)</source>
        <translation>購買需要城邦中有 4、5 或 6 種建築（價格 8、4 或 2）</translation>
    </message>
    <message>
        <source>Change</source>
        <translation>找零</translation>
    </message>
    <message>
        <source>A player who overpays gets a coin for every 2 paid too much; no points.</source>
        <translation>多付款的玩家每多付 2 得到 1 枚硬幣；不計分。</translation>
    </message>
    <message>
        <source>put the 24 coins of value 1, six a currency, in a bag</source>
        <translation>把 24 枚面額 1 的硬幣（每種貨幣 6 枚）放進袋子</translation>
    </message>
    <message>
        <source>Diamonds</source>
        <translation>鑽石</translation>
    </message>
    <message>
        <source>Diamond cards pay in any currency but are never mixed with others; no points.</source>
        <translation>鑽石卡可當任何貨幣付款，但不可與其他貨幣混用；不計分。</translation>
    </message>
    <message>
        <source>shuffle the 11 diamond cards (3-9; 5, 6, 7 twice) into the money before dealing</source>
        <translation>發錢前把 11 張鑽石卡（3–9；5、6、7 各兩張）洗入金錢</translation>
    </message>
    <message>
        <source>diamonds are not entered as money: they count nothing in the end hand-out</source>
        <translation>鑽石不算作金錢輸入：遊戲結束分配時不計</translation>
    </message>
    <message>
        <source>Exchange certificates</source>
        <translation>兌換證書</translation>
    </message>
    <message>
        <source>Certificates let a player exchange currencies; no points.</source>
        <translation>證書讓玩家兌換貨幣；不計分。</translation>
    </message>
    <message>
        <source>give each player a certificate board</source>
        <translation>每位玩家一塊證書板</translation>
    </message>
    <message>
        <source>1 token a colour with 2 players, 2 with 3 or 4, 3 with 5 or 6</source>
        <translation>2 人時每種顏色 1 個標記，3 或 4 人時 2 個，5 或 6 人時 3 個</translation>
    </message>
    <message>
        <source>Falconers</source>
        <translation>獵鷹人</translation>
    </message>
    <message>
        <source>Falcons of three colours sit where four tiles meet; each colour scores 2 to 30 at the final scoring.</source>
        <translation>三種顏色的獵鷹停在四塊板塊相接處；最後計分時每種顏色得 2 到 30 分。</translation>
    </message>
    <message>
        <source>Are everyone&apos;s falcons typed by colour?</source>
        <translation>每位玩家的獵鷹都按顏色輸入了嗎？</translation>
    </message>
    <message>
        <source>the 15 falcons in three stacks by colour beside the building market</source>
        <translation>15 隻獵鷹按顏色分成三疊放在建築市場旁</translation>
    </message>
    <message>
        <source>Black falcons</source>
        <translation>黑色獵鷹</translation>
    </message>
    <message>
        <source>Brown falcons</source>
        <translation>褐色獵鷹</translation>
    </message>
    <message>
        <source>White falcons</source>
        <translation>白色獵鷹</translation>
    </message>
    <message numerus="yes">
        <source>%n falcon(s), but a city of {tiles} tiles (the fountain counted) has room for at most {most} of them where four tiles meet</source>
        <translation>
            <numerusform>%n 隻獵鷹，但 {tiles} 塊板塊（含噴泉）的城邦最多只有 {most} 處四塊相接的位置可放</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n black falcon(s): {points}</source>
        <translation>
            <numerusform>%n 隻黑色獵鷹：{points}</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n brown falcon(s): {points}</source>
        <translation>
            <numerusform>%n 隻褐色獵鷹：{points}</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n white falcon(s): {points}</source>
        <translation>
            <numerusform>%n 隻白色獵鷹：{points}</numerusform>
        </translation>
    </message>
    <message>
        <source>no falcon</source>
        <translation>沒有獵鷹</translation>
    </message>
    <message>
        <source>Fresh colours</source>
        <translation>清新色彩</translation>
    </message>
    <message>
        <source>A completed colour project scores 2 for each building tile of its type at the final scoring.</source>
        <translation>完成的色彩專案在最後計分時，其類型每塊建築板塊得 2 分。</translation>
    </message>
    <message>
        <source>Which projects has each player completed?</source>
        <translation>每位玩家完成了哪些專案？</translation>
    </message>
    <message>
        <source>the project board with its 4 spaces, the project tiles and the paint tiles</source>
        <translation>有 4 格的專案板、專案板塊和顏料板塊</translation>
    </message>
    <message>
        <source>with 3 players: remove the project tiles marked *</source>
        <translation>3 人時：移除標有 * 的專案板塊</translation>
    </message>
    <message>
        <source>Completed projects</source>
        <translation>完成的專案</translation>
    </message>
    <message numerus="yes">
        <source>{type} project: %n tile(s) × {each}: {points}</source>
        <translation>
            <numerusform>{type}專案：%n 塊 × {each}：{points}</numerusform>
        </translation>
    </message>
    <message>
        <source>no completed project</source>
        <translation>沒有完成的專案</translation>
    </message>
    <message>
        <source>Gates without end</source>
        <translation>無盡之門</translation>
    </message>
    <message>
        <source>Key tiles reward every player: points as won, and semi-buildings that add ½ to a type already held.</source>
        <translation>鑰匙板塊獎勵每位玩家：即時得分，以及為已有的建築類型加 ½ 的半建築。</translation>
    </message>
    <message>
        <source>Are the points and semi-buildings won from key tiles entered?</source>
        <translation>從鑰匙板塊得到的分數和半建築都輸入了嗎？</translation>
    </message>
    <message>
        <source>the gate board and the key tiles beside the building market</source>
        <translation>把城門板和鑰匙板塊放在建築市場旁</translation>
    </message>
    <message>
        <source>the {count} plazas and the wall pieces beside the building market</source>
        <translation>{count} 個廣場與城牆片放在建築市場旁</translation>
    </message>
    <message>
        <source>Semi-buildings</source>
        <translation>半建築</translation>
    </message>
    <message>
        <source>Each adds ½ to its type where the player holds at least one</source>
        <translation>玩家至少有一座該類型建築時，每個半建築為該類型加 ½</translation>
    </message>
    <message>
        <source>semi-building: +0 (no {type} to add it to)</source>
        <translation>半建築：+0（沒有{type}可加）</translation>
    </message>
    <message>
        <source>semi-building: +½</source>
        <translation>半建築：+½</translation>
    </message>
    <message>
        <source>Plaza</source>
        <translation>廣場</translation>
    </message>
    <message>
        <source>Plaza (walls {sides})</source>
        <translation>廣場（城牆 {sides}）</translation>
    </message>
    <message>
        <source>Major construction projects</source>
        <translation>大型建築工程</translation>
    </message>
    <message>
        <source>Projects won at auction count as buildings of their type; each player types their projects per type.</source>
        <translation>拍賣得到的工程算作其類型的建築；每位玩家按類型輸入工程數。</translation>
    </message>
    <message>
        <source>Are the projects in each city typed by type?</source>
        <translation>每個城邦的工程都按類型輸入了嗎？</translation>
    </message>
    <message>
        <source>the major project tiles and an auction marker for each player</source>
        <translation>大型工程板塊，每位玩家一個拍賣標記</translation>
    </message>
    <message>
        <source>{type} projects</source>
        <translation>{type}工程</translation>
    </message>
    <message numerus="yes">
        <source>%n major project(s): +{count}</source>
        <translation>
            <numerusform>%n 個大型工程：+{count}</numerusform>
        </translation>
    </message>
    <message>
        <source>Master builders</source>
        <translation>建築大師</translation>
    </message>
    <message>
        <source>A master builder is money of value 3 or one extra redesign; no points.</source>
        <translation>建築大師可當面額 3 的金錢或多一次改建；不計分。</translation>
    </message>
    <message>
        <source>deal 2 of the 16 master builder cards to each player</source>
        <translation>16 張建築大師卡中每位玩家發 2 張</translation>
    </message>
    <message>
        <source>shuffle 3 into money pile 3 and 3 into pile 5 (6 players: 3 and 1)</source>
        <translation>3 張洗入第 3 疊金錢、3 張洗入第 5 疊（6 人：3 張和 1 張）</translation>
    </message>
    <message>
        <source>Orchards</source>
        <translation>果園</translation>
    </message>
    <message>
        <source>Fruits bought with the tiles fill groups on a board; completed groups and face-down fruits score at the final scoring.</source>
        <translation>隨板塊買來的水果填入果園板的果組；完成的果組與蓋著的水果在最後計分得分。</translation>
    </message>
    <message>
        <source>Are the completed groups and face-down fruits typed?</source>
        <translation>完成的果組和蓋著的水果都輸入了嗎？</translation>
    </message>
    <message>
        <source>a fruit board for each player</source>
        <translation>每位玩家一塊果園板</translation>
    </message>
    <message>
        <source>the {count} fruit tiles</source>
        <translation>{count} 塊水果板塊</translation>
    </message>
    <message>
        <source>Completed groups</source>
        <translation>完成的果組</translation>
    </message>
    <message>
        <source>The groups 1 to 6 whose fruits are all on the board</source>
        <translation>水果都已放滿的果組 1 到 6</translation>
    </message>
    <message>
        <source>Face-down fruits</source>
        <translation>蓋著的水果</translation>
    </message>
    <message>
        <source>group {group} completed: {points}</source>
        <translation>完成果組 {group}：{points}</translation>
    </message>
    <message numerus="yes">
        <source>%n face-down fruit(s): {points}</source>
        <translation>
            <numerusform>%n 個蓋著的水果：{points}</numerusform>
        </translation>
    </message>
    <message>
        <source>no completed group, no face-down fruit</source>
        <translation>沒有完成的果組，也沒有蓋著的水果</translation>
    </message>
    <message>
        <source>Palace designers</source>
        <translation>宮殿設計師</translation>
    </message>
    <message>
        <source>A tile laid next to a player&apos;s designer scores 1, or 2 on the side it faces; entered as won.</source>
        <translation>在自己設計師旁放板塊得 1 分，放在他面對的一邊得 2 分；得分時輸入。</translation>
    </message>
    <message>
        <source>a designer for each player on their fountain</source>
        <translation>每位玩家一位設計師，放在自己的獅子泉上</translation>
    </message>
    <message>
        <source>Personal building market</source>
        <translation>個人建築市場</translation>
    </message>
    <message>
        <source>Each player has a market of their own; no points, and the box&apos;s supplies over time are not checked.</source>
        <translation>每位玩家有自己的建築市場；不計分，也不隨時間檢查盒中的供應。</translation>
    </message>
    <message>
        <source>give each player a market tile</source>
        <translation>每位玩家一塊市場板塊</translation>
    </message>
    <message>
        <source>Power of the Sultan</source>
        <translation>蘇丹的權力</translation>
    </message>
    <message>
        <source>A sultan card (price 7) and the building die help take a tile out of turn; no points.</source>
        <translation>蘇丹卡（價格 7）和建築骰幫助在輪外拿取板塊；不計分。</translation>
    </message>
    <message>
        <source>shuffle the 8 sultan cards 3, 2 and 3 into money piles 1, 2 and 3</source>
        <translation>8 張蘇丹卡按 3、2、3 張洗入第 1、2、3 疊金錢</translation>
    </message>
    <message>
        <source>put the cubes and the building die beside the building market</source>
        <translation>把方塊和建築骰放在建築市場旁</translation>
    </message>
    <message>
        <source>Thieves</source>
        <translation>盜賊</translation>
    </message>
    <message>
        <source>A thief takes a money card out of turn; no points.</source>
        <translation>盜賊在輪外拿一張金錢卡；不計分。</translation>
    </message>
    <message>
        <source>deal the 12 thieves (3 a currency): 4 each with 3 players or 2 players and Dirk, 3 with 4, 2 with 5 or 6</source>
        <translation>發 12 張盜賊（每種貨幣 3 張）：3 人或 2 人加 Dirk 時每人 4 張，4 人時 3 張，5 或 6 人時 2 張</translation>
    </message>
    <message>
        <source>Travelling craftsmen</source>
        <translation>巡迴工匠</translation>
    </message>
    <message>
        <source>Travelling craftsmen change turns; no points (any they bring: other points).</source>
        <translation>巡迴工匠改變回合；不計分（若帶來分數：其他分數）。</translation>
    </message>
    <message>
        <source>remove the craftsmen marked 6 and 5/6 with 3 or 4 players, those marked 6 with 5 or 6</source>
        <translation>3 或 4 人時移除標有 6 和 5/6 的工匠，5 或 6 人時移除標有 6 的</translation>
    </message>
    <message>
        <source>deal 2 craftsmen to each player and a third face down to the first player</source>
        <translation>每位玩家發 2 位工匠，起始玩家另得 1 位蓋著的</translation>
    </message>
    <message>
        <source>Treasures</source>
        <translation>寶物</translation>
    </message>
    <message>
        <source>A treasure fills a shortfall when paying; the unused ones score their values at the final scoring.</source>
        <translation>付款不足時可用寶物補足；未用的寶物在最後計分得其數值。</translation>
    </message>
    <message>
        <source>Which treasures has each player not used?</source>
        <translation>每位玩家還有哪些寶物未用？</translation>
    </message>
    <message>
        <source>deal each player the treasures 1 to 5</source>
        <translation>每位玩家發寶物 1 到 5</translation>
    </message>
    <message>
        <source>Unused treasures</source>
        <translation>未用的寶物</translation>
    </message>
    <message>
        <source>The values of the treasures not spent, each 1 to 5</source>
        <translation>未花用寶物的數值，各為 1 到 5</translation>
    </message>
    <message>
        <source>no unused treasure</source>
        <translation>沒有未用的寶物</translation>
    </message>
    <message>
        <source>unused treasures {values}: {points}</source>
        <translation>未用的寶物 {values}：{points}</translation>
    </message>
    <message>
        <source>scores at the final scoring only</source>
        <translation>只在最後計分得分</translation>
    </message>
    <message>
        <source>Vizier&apos;s favour</source>
        <translation>維齊爾的恩惠</translation>
    </message>
    <message>
        <source>A vizier lets a player buy a tile out of turn at the exact price; no points.</source>
        <translation>維齊爾讓玩家在輪外以剛好的金額買一塊板塊；不計分。</translation>
    </message>
    <message>
        <source>deal each player a vizier, awake side up</source>
        <translation>每位玩家發一位維齊爾，清醒面朝上</translation>
    </message>
    <message>
        <source>Watchtowers</source>
        <translation>瞭望塔</translation>
    </message>
    <message>
        <source>A watchtower&apos;s wall joins the longest wall; each watchtower in it scores 2 more every scoring.</source>
        <translation>瞭望塔的牆接上最長城牆；其中每座瞭望塔每次計分多得 2 分。</translation>
    </message>
    <message>
        <source>How many watchtowers stand in each longest wall?</source>
        <translation>每道最長城牆上有幾座瞭望塔？</translation>
    </message>
    <message>
        <source>the 18 watchtowers, 3 of each type, beside the building market</source>
        <translation>18 座瞭望塔（每種類型 3 座）放在建築市場旁</translation>
    </message>
    <message>
        <source>Watchtowers in the longest wall</source>
        <translation>最長城牆上的瞭望塔</translation>
    </message>
    <message>
        <source>Longest wall with watchtowers</source>
        <translation>含瞭望塔的最長城牆</translation>
    </message>
    <message>
        <source>Left empty: the city&apos;s own longest wall</source>
        <translation>留空：城邦自己的最長城牆</translation>
    </message>
    <message numerus="yes">
        <source>%n watchtower(s) in the longest wall × {each}: {points}</source>
        <translation>
            <numerusform>最長城牆上 %n 座瞭望塔 × {each}：{points}</numerusform>
        </translation>
    </message>
    <message>
        <source>Bathhouses</source>
        <translation>浴場</translation>
    </message>
    <message>
        <source>Bathhouse tiles from the bag are built without walls; each player types their bathhouse points every scoring.</source>
        <translation>從袋中抽出的浴場沒有城牆；每位玩家每次計分輸入浴場分數。</translation>
    </message>
    <message>
        <source>Are the bathhouse points typed for everyone?</source>
        <translation>每位玩家的浴場分數都輸入了嗎？</translation>
    </message>
    <message>
        <source>mix the {count} bathhouses into the bag</source>
        <translation>把 {count} 座浴場混入袋中</translation>
    </message>
    <message>
        <source>Bathhouse</source>
        <translation>浴場</translation>
    </message>
    <message>
        <source>Bathhouse points</source>
        <translation>浴場分數</translation>
    </message>
    <message numerus="yes">
        <source>bathhouse points {points}, but %n bathhouse(s) in a city of {tiles} tiles bring at most {most}</source>
        <translation>
            <numerusform>浴場分數 {points}，但 {tiles} 塊板塊的城邦中 %n 座浴場最多得 {most} 分</numerusform>
        </translation>
    </message>
    <message>
        <source>bathhouse points (typed): {points}</source>
        <translation>浴場分數（輸入）：{points}</translation>
    </message>
    <message>
        <source>Wishing well</source>
        <translation>許願井</translation>
    </message>
    <message>
        <source>Wells from the bag score their value when their spout&apos;s line is right; each player types their well points every scoring.</source>
        <translation>從袋中抽出的水井在出水口方向條件成立時得其數值；每位玩家每次計分輸入水井分數。</translation>
    </message>
    <message>
        <source>Are the well points typed for everyone?</source>
        <translation>每位玩家的水井分數都輸入了嗎？</translation>
    </message>
    <message>
        <source>mix the {count} wells ({values}) into the bag</source>
        <translation>把 {count} 個水井（{values}）混入袋中</translation>
    </message>
    <message>
        <source>Well {value}</source>
        <translation>水井 {value}</translation>
    </message>
    <message>
        <source>Well points</source>
        <translation>水井分數</translation>
    </message>
    <message>
        <source>Each well in the city scores its value or nothing</source>
        <translation>城邦中每個水井得其數值或 0 分</translation>
    </message>
    <message>
        <source>well points (typed): {points}</source>
        <translation>水井分數（輸入）：{points}</translation>
    </message>
    <message>
        <source>Extensions</source>
        <translation>擴建</translation>
    </message>
    <message>
        <source>An extension on a building counts as one more building of its type in every scoring.</source>
        <translation>建築上的擴建在每次計分都多算一座同類型建築。</translation>
    </message>
    <message>
        <source>Is every extension entered on its building (Dirk&apos;s too)?</source>
        <translation>每個擴建都已記在其建築上了嗎（包括 Dirk 的）？</translation>
    </message>
    <message>
        <source>the extension board and {count} extension tiles</source>
        <translation>擴建板與 {count} 片擴建板塊</translation>
    </message>
    <message>
        <source>extensions (typed): +{count}</source>
        <translation>擴建（輸入）：+{count}</translation>
    </message>
    <message>
        <source>extension at ({x}, {y}): +1</source>
        <translation>({x}, {y}) 的擴建：+1</translation>
    </message>
    <message numerus="yes">
        <source>%n extension(s) on his tiles</source>
        <translation>
            <numerusform>他的板塊上有 %n 個擴建</numerusform>
        </translation>
    </message>
    <message>
        <source>{type} extensions</source>
        <translation>{type}擴建</translation>
    </message>
    <message>
        <source>Extensions on the player&apos;s buildings of this type</source>
        <translation>該玩家此類型建築上的擴建</translation>
    </message>
    <message>
        <source>Type {name}&apos;s {type} extensions: {value}</source>
        <translation>輸入 {name} 的{type}擴建：{value}</translation>
    </message>
    <message>
        <source>Put an extension on {tile}</source>
        <translation>在 {tile} 放上擴建</translation>
    </message>
    <message>
        <source>Take the extension off {tile}</source>
        <translation>移除 {tile} 的擴建</translation>
    </message>
    <message>
        <source>Magical buildings</source>
        <translation>魔法建築</translation>
    </message>
    <message>
        <source>Six dearer building tiles mixed into the bag that may be built turned any way.</source>
        <translation>六片較貴的建築板塊混入袋中，可任意轉向建造。</translation>
    </message>
    <message>
        <source>Is every magical tile entered as it lies turned?</source>
        <translation>每片魔法板塊都已依其轉向記錄了嗎？</translation>
    </message>
    <message>
        <source>the {count} magical tiles mixed into the bag</source>
        <translation>{count} 片魔法板塊混入袋中</translation>
    </message>
    <message>
        <source>Magical {type} {price}</source>
        <translation>魔法{type} {price}</translation>
    </message>
    <message>
        <source>Magical {type} {price} (printed walls {sides})</source>
        <translation>魔法{type} {price}（印刷城牆 {sides}）</translation>
    </message>
    <message>
        <source>New building grounds</source>
        <translation>新建地</translation>
    </message>
    <message>
        <source>Buildings under construction, two of each type: each counts as a building of its type as soon as it stands in the city.</source>
        <translation>興建中的建築，每類型兩座：一放進城邦就算作一座同類型建築。</translation>
    </message>
    <message>
        <source>Is every ground entered where it stands?</source>
        <translation>每塊建地都已記在其位置了嗎？</translation>
    </message>
    <message>
        <source>{type} ground</source>
        <translation>{type}建地</translation>
    </message>
    <message>
        <source>{type} ground (walls {sides})</source>
        <translation>{type}建地（城牆 {sides}）</translation>
    </message>
    <message>
        <source>the {count} buildings under construction in four rows of three under the number tiles beside the market</source>
        <translation>{count} 座興建中的建築，分四排、每排三座，放在建築市場旁的數字板塊下</translation>
    </message>
    <message>
        <source>New market</source>
        <translation>新建築市場</translation>
    </message>
    <message>
        <source>A second market with one building of each type; each counts as a building of its type.</source>
        <translation>第二個建築市場，每類型一座建築；每座算作一座同類型建築。</translation>
    </message>
    <message>
        <source>Is every tile of the new market entered where it stands?</source>
        <translation>新建築市場的每片板塊都已記在其位置了嗎？</translation>
    </message>
    <message>
        <source>New-market {type}</source>
        <translation>新建築市場{type}</translation>
    </message>
    <message>
        <source>New-market {type} (walls {sides})</source>
        <translation>新建築市場{type}（城牆 {sides}）</translation>
    </message>
    <message>
        <source>the New Market board with its {count} building tiles and a die for each</source>
        <translation>新建築市場版圖、其 {count} 片建築板塊，每片一顆骰子</translation>
    </message>
    <message>
        <source>Palace staff</source>
        <translation>宮廷僕役</translation>
    </message>
    <message>
        <source>Servants on buildings: at scorings 1 and 2 and before the leftover tiles, a point lost for every building without one.</source>
        <translation>建築上的僕役：第一、二次計分及分發剩餘板塊前，每座沒有僕役的建築扣一分。</translation>
    </message>
    <message>
        <source>Is every servant entered on his building?</source>
        <translation>每名僕役都已記在其建築上了嗎？</translation>
    </message>
    <message>
        <source>before the leftover tiles</source>
        <translation>剩餘板塊分發前</translation>
    </message>
    <message>
        <source>the servant tiles, 6 face up beside the market, and a marshal for each player</source>
        <translation>僕役板塊，6 片正面朝上放在建築市場旁，並給每位玩家一名總管</translation>
    </message>
    <message>
        <source>none at the final scoring (taken before the leftover tiles)</source>
        <translation>最後計分不計（已在剩餘板塊分發前計算）</translation>
    </message>
    <message>
        <source>The palace staff&apos;s step before the leftover tiles is not recorded: the final scoring has no staff term.</source>
        <translation>剩餘板塊分發前的宮廷僕役步驟尚未記錄：最後計分不含僕役扣分。</translation>
    </message>
    <message>
        <source>Buildings without a servant</source>
        <translation>沒有僕役的建築</translation>
    </message>
    <message>
        <source>Each costs a point at scorings 1 and 2 and before the leftover tiles</source>
        <translation>第一、二次計分及分發剩餘板塊前，每座扣一分</translation>
    </message>
    <message>
        <source>Type {name}&apos;s buildings without a servant: {value}</source>
        <translation>輸入 {name} 沒有僕役的建築：{value}</translation>
    </message>
    <message>
        <source>buildings without a servant (typed): {missing}</source>
        <translation>沒有僕役的建築（輸入）：{missing}</translation>
    </message>
    <message>
        <source>{count} buildings, {served} with a servant: −{missing}</source>
        <translation>{count} 座建築，{served} 座有僕役：−{missing}</translation>
    </message>
    <message>
        <source>Put a servant on {tile}</source>
        <translation>在 {tile} 放上僕役</translation>
    </message>
    <message>
        <source>Take the servant off {tile}</source>
        <translation>移除 {tile} 的僕役</translation>
    </message>
    <message>
        <source>Buildings of power</source>
        <translation>權力建築</translation>
    </message>
    <message>
        <source>The Building of Strength: every scoring the second longest wall scores up to the pips on the player&apos;s black dice.</source>
        <translation>力量建築：每次計分，第二長的外部城牆最多計入該玩家黑色骰子上的點數。</translation>
    </message>
    <message>
        <source>Are the pips on everyone&apos;s black dice typed?</source>
        <translation>每位玩家黑色骰子上的點數都已輸入了嗎？</translation>
    </message>
    <message>
        <source>the buildings of power in place of the base tiles they replace, and the {count} black dice</source>
        <translation>以權力建築取代其對應的基本板塊，並備妥 {count} 顆黑色骰子</translation>
    </message>
    <message>
        <source>Pips on the black dice</source>
        <translation>黑色骰子的點數</translation>
    </message>
    <message>
        <source>The Building of Strength scores the second longest wall, at most these pips</source>
        <translation>力量建築計入第二長的外部城牆，最多為這些點數</translation>
    </message>
    <message>
        <source>second longest wall (typed) {wall}, {pips} pips: {points}</source>
        <translation>第二長的城牆（輸入）{wall}，{pips} 點：{points}</translation>
    </message>
    <message>
        <source>second longest wall {wall}, {pips} pips: {points}</source>
        <translation>第二長的城牆 {wall}，{pips} 點：{points}</translation>
    </message>
    <message>
        <source>Second longest wall</source>
        <translation>第二長的外部城牆</translation>
    </message>
    <message>
        <source>The longest wall left apart from the longest one&apos;s</source>
        <translation>除最長城牆之外最長的城牆</translation>
    </message>
    <message>
        <source>Type {name}&apos;s second longest wall: {value}</source>
        <translation>輸入 {name} 第二長的城牆：{value}</translation>
    </message>
    <message>
        <source>Land tiles described as printed replace the base tiles; guards on the longest wall score every scoring, half-buildings add ½, every player starts with 5 points.</source>
        <translation>依印製描述的土地板塊取代基本板塊；最長城牆上的守衛每次計分得分，半座建築加 ½，每位玩家開局有 5 分。</translation>
    </message>
    <message>
        <source>Are the guards on each longest wall typed, and this scoring&apos;s points per guard entered?</source>
        <translation>每道最長城牆上的守衛都輸入了嗎？本次計分每名守衛的分數輸入了嗎？</translation>
    </message>
    <message>
        <source>Guards</source>
        <translation>守衛</translation>
    </message>
    <message>
        <source>the {count} land tiles in the bag instead of the base tiles; the guards, the guard board with its placement tiles, the half-building tiles</source>
        <translation>{count} 片土地板塊放入袋中取代基本板塊；守衛、守衛圖板及其放置板塊、半座建築板塊</translation>
    </message>
    <message>
        <source>each player starts with 5 points</source>
        <translation>每位玩家開局有 5 分</translation>
    </message>
    <message>
        <source>{type} {price}</source>
        <translation>{type} {price}</translation>
    </message>
    <message>
        <source>{type} {price} (walls {sides})</source>
        <translation>{type} {price}（城牆 {sides}）</translation>
    </message>
    <message>
        <source>Guards on the longest wall</source>
        <translation>最長城牆上的守衛</translation>
    </message>
    <message>
        <source>Half-buildings</source>
        <translation>半座建築</translation>
    </message>
    <message>
        <source>half-building: +0 (no {type} to add it to)</source>
        <translation>半座建築：+0（沒有{type}可加）</translation>
    </message>
    <message>
        <source>half-building: +½</source>
        <translation>半座建築：+½</translation>
    </message>
    <message numerus="yes">
        <source>%n guard(s) on the longest wall; the points per guard of scoring {round} are not entered: 0</source>
        <translation>
            <numerusform>最長城牆上 %n 名守衛；第 {round} 次計分每名守衛的分數尚未輸入：0</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n guard(s) on the longest wall × {each}: {points}</source>
        <translation>
            <numerusform>最長城牆上 %n 名守衛 × {each}：{points}</numerusform>
        </translation>
    </message>
    <message>
        <source>The points per guard of scoring {round} are not entered: the guards would score nothing.</source>
        <translation>第 {round} 次計分每名守衛的分數尚未輸入：守衛將不得分。</translation>
    </message>
    <message>
        <source>Enter the points per guard</source>
        <translation>輸入每名守衛的分數</translation>
    </message>
</context>
<context>
    <name>ModuleChooser</name>
    <message>
        <source>Filter the modules, e.g. servant</source>
        <translation>篩選模組，例如 僕役</translation>
    </message>
    <message>
        <source>No module matches “%1”.</source>
        <translation>沒有符合「%1」的模組。</translation>
    </message>
</context>
<context>
    <name>ModuleEdits</name>
    <message>
        <source>Change the modules</source>
        <translation>變更模組</translation>
    </message>
</context>
<context>
    <name>ModulesBar</name>
    <message>
        <source>Change…</source>
        <translation>變更…</translation>
    </message>
    <message>
        <source>Choose the expansion modules of this game</source>
        <translation>選擇本局遊戲的擴充模組</translation>
    </message>
    <message>
        <source>Taking these modules out also removes what they hold in this game:
%1

Edit ▸ Undo brings it back.</source>
        <translation>移除這些模組也會一併移除它們在本局遊戲中的內容：
%1

「編輯 ▸ 復原」可以還原。</translation>
    </message>
    <message>
        <source>Change the modules</source>
        <translation>變更模組</translation>
    </message>
    <message>
        <source>Take Them Out</source>
        <translation>移除模組</translation>
    </message>
    <message>
        <source>%1 · played without expansion modules</source>
        <translation>%1 · 不使用擴充模組</translation>
    </message>
    <message>
        <source>%1 · no expansion modules</source>
        <translation>%1 · 無擴充模組</translation>
    </message>
    <message numerus="yes">
        <source>%n more</source>
        <translation>
            <numerusform>另外 %n 個</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 · Modules: %2</source>
        <translation>%1 · 模組：%2</translation>
    </message>
</context>
<context>
    <name>ModulesDialog</name>
    <message>
        <source>Modules of this game</source>
        <translation>本局遊戲的模組</translation>
    </message>
    <message>
        <source>A module taken out takes along what it holds in this game (chests, wall pieces, gates, cards, …); Edit ▸ Undo brings it back.</source>
        <translation>移除模組時，它在本局遊戲中的內容（寶箱、城牆片、城門、卡牌 …）也會一併移除；「編輯 ▸ 復原」可以還原。</translation>
    </message>
</context>
<context>
    <name>ModulesDock</name>
    <message>
        <source>Modules</source>
        <translation>模組</translation>
    </message>
    <message>
        <source>&amp;Modules</source>
        <translation>模組(&amp;M)</translation>
    </message>
    <message>
        <source>%1 is played without expansion modules.</source>
        <translation>%1不使用擴充模組。</translation>
    </message>
    <message>
        <source>None of the modules in play keeps anything here. What a module hands out during the game (cards held, characters, score cards, attack cards) is entered here when it is in play (Game ▸ Modules…).</source>
        <translation>遊戲中的模組在這裡沒有任何東西。模組在遊戲中發放的東西（持有的卡、人物、計分牌、攻擊卡）會在該模組參與時在這裡輸入（遊戲 ▸ 模組…）。</translation>
    </message>
    <message>
        <source>%1: put them on a building of the city with a right-click on it, or with its keys (Help ▸ Keys and codes lists them).</source>
        <translation>%1：在城邦的建築上按右鍵，或用它的快捷鍵放上（說明 ▸ 按鍵與代碼列出它們）。</translation>
    </message>
</context>
<context>
    <name>NewGameDialog</name>
    <message>
        <source>New game</source>
        <translation>新遊戲</translation>
    </message>
    <message>
        <source>&amp;Game:</source>
        <translation>遊戲(&amp;G)：</translation>
    </message>
    <message>
        <source>Players (in seating order):</source>
        <translation>玩家（依座位順序）：</translation>
    </message>
    <message>
        <source>&amp;Add player</source>
        <translation>新增玩家(&amp;A)</translation>
    </message>
    <message>
        <source>&amp;Dirk plays along (two players)</source>
        <translation>Dirk 一起玩（兩人遊戲）(&amp;D)</translation>
    </message>
    <message>
        <source>Discard the names and modules entered for the new game?</source>
        <translation>要捨棄為新遊戲輸入的名字和模組嗎？</translation>
    </message>
    <message>
        <source>&amp;Discard</source>
        <translation>捨棄(&amp;D)</translation>
    </message>
    <message>
        <source>&amp;Keep editing</source>
        <translation>繼續編輯(&amp;K)</translation>
    </message>
    <message>
        <source>Expansion &amp;modules:</source>
        <translation>擴充模組(&amp;M)：</translation>
    </message>
    <message>
        <source>Player %1</source>
        <translation>玩家 %1</translation>
    </message>
    <message>
        <source>Remove player %1</source>
        <translation>移除玩家 %1</translation>
    </message>
    <message>
        <source>The expansion modules are for Alhambra; %1 is played without them.</source>
        <translation>擴充模組適用於阿爾罕布拉；%1不使用擴充模組。</translation>
    </message>
    <message>
        <source>Player %1:</source>
        <translation>玩家 %1：</translation>
    </message>
    <message>
        <source>Colour of player %1</source>
        <translation>玩家 %1 的顏色</translation>
    </message>
    <message>
        <source>Player colour</source>
        <translation>玩家顏色</translation>
    </message>
</context>
<context>
    <name>PaletteDock</name>
    <message>
        <source>Tiles</source>
        <translation>板塊</translation>
    </message>
    <message>
        <source>Til&amp;es</source>
        <translation>板塊(&amp;E)</translation>
    </message>
    <message>
        <source>Type a tile code or name; Enter builds the only free match at the city&apos;s cursor</source>
        <translation>輸入板塊代碼或名稱；若只有一個可用的相符板塊，按 Enter 即建在城邦的游標處</translation>
    </message>
    <message>
        <source>Put into %1&apos;s reserve</source>
        <translation>放入%1的預定建築庫存</translation>
    </message>
    <message>
        <source>Give to Dirk</source>
        <translation>交給 Dirk</translation>
    </message>
    <message>
        <source>Return to the bag</source>
        <translation>放回布袋</translation>
    </message>
    <message>
        <source>Filter: %1, %2, %3 …</source>
        <translation>篩選：%1、%2、%3 …</translation>
    </message>
    <message>
        <source>Code: %1</source>
        <translation>代碼：%1</translation>
    </message>
    <message>
        <source>%1 is already %2.</source>
        <translation>%1已經%2。</translation>
    </message>
    <message>
        <source>No tile matches.</source>
        <translation>沒有相符的板塊。</translation>
    </message>
    <message>
        <source>Every matching tile is already in play.</source>
        <translation>所有相符的板塊都已在遊戲中。</translation>
    </message>
    <message>
        <source>%1 cannot go back to the bag: %2. Hold Shift while dropping to do it anyway.</source>
        <translation>%1無法放回布袋：%2。放下時按住 Shift 即可強制執行。</translation>
    </message>
</context>
<context>
    <name>PaletteGroups</name>
    <message>
        <source>%1 (%2) — %3 of %4 free</source>
        <translation>%1（%2）— %4 個中有 %3 個可用</translation>
    </message>
</context>
<context>
    <name>PhonesBar</name>
    <message>
        <source>Phones: none has joined yet</source>
        <translation>手機：尚無手機加入</translation>
    </message>
    <message>
        <source>%1 (not connected)</source>
        <translation>%1（未連線）</translation>
    </message>
    <message>
        <source>phone %1 (no seat yet)</source>
        <translation>手機 %1（尚未選座位）</translation>
    </message>
    <message>
        <source>phone %1 (no seat yet, not connected)</source>
        <translation>手機 %1（尚未選座位，未連線）</translation>
    </message>
    <message>
        <source>Phones: %1</source>
        <translation>手機：%1</translation>
    </message>
    <message numerus="yes">
        <source>%n conflict(s) to check</source>
        <translation>
            <numerusform>%n 個衝突待確認</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>PhotoImportDialog</name>
    <message>
        <source>Import %1&apos;s city from a photo</source>
        <translation>從照片匯入%1的城邦</translation>
    </message>
    <message>
        <source>Open photo…</source>
        <translation>開啟照片…</translation>
    </message>
    <message>
        <source>No photo yet</source>
        <translation>尚無照片</translation>
    </message>
    <message>
        <source>Columns</source>
        <translation>欄數</translation>
    </message>
    <message>
        <source>Rows</source>
        <translation>列數</translation>
    </message>
    <message>
        <source>Read the photo</source>
        <translation>讀取照片</translation>
    </message>
    <message>
        <source>Reading the photo…</source>
        <translation>正在讀取照片…</translation>
    </message>
    <message>
        <source>Stop reading</source>
        <translation>停止讀取</translation>
    </message>
    <message>
        <source>Columns:</source>
        <translation>欄數：</translation>
    </message>
    <message>
        <source>Rows:</source>
        <translation>列數：</translation>
    </message>
    <message>
        <source>Accept</source>
        <translation>採用</translation>
    </message>
    <message>
        <source>Show the other reading</source>
        <translation>顯示另一種判讀</translation>
    </message>
    <message>
        <source>Open a photo of the city</source>
        <translation>開啟城邦的照片</translation>
    </message>
    <message>
        <source>Open a photo of the city first.</source>
        <translation>請先開啟城邦的照片。</translation>
    </message>
    <message>
        <source>Reading stopped.</source>
        <translation>已停止讀取。</translation>
    </message>
    <message>
        <source>This is the other reading: check the cells outlined, or go back to the first.</source>
        <translation>這是另一種判讀：請檢查框起的格子，或回到第一種。</translation>
    </message>
    <message>
        <source>The city was found in the photo: check the corners and the grid.</source>
        <translation>已在照片中找到城邦：請檢查四個角與格線。</translation>
    </message>
    <message>
        <source>Show the first reading</source>
        <translation>顯示第一種判讀</translation>
    </message>
    <message>
        <source>Place the corners and the grid, then read the photo.</source>
        <translation>請放好四個角與格線，然後讀取照片。</translation>
    </message>
    <message>
        <source>Open a photo of the city taken from above.</source>
        <translation>請開啟從上方拍攝的城邦照片。</translation>
    </message>
    <message numerus="yes">
        <source>%n building(s)</source>
        <translation>
            <numerusform>%n 個建築</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n cell(s) to check (outlined in orange)</source>
        <translation>
            <numerusform>%n 格待確認（以橘色框出）</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n problem(s) (in red)</source>
        <translation>
            <numerusform>%n 個問題（紅色）</numerusform>
        </translation>
    </message>
    <message>
        <source>Longest wall: %1</source>
        <translation>最長城牆：%1</translation>
    </message>
    <message>
        <source>Check that the four corners sit on the outer corners of the block of cells that holds the city (NW first, clockwise) and drag any that is off; arrows nudge the selected corner, 1–4 pick one. Click a cell of the photo to tell its type; click a cell of the city to correct it.</source>
        <translation>確認四個角是否位於包含城邦的格子區塊的外角上（先西北角，再依順時針方向），偏離的角請拖到正確位置；方向鍵可微調選取的角，按 1–4 可選取其中一角。點選照片中的格子可指定其類型；點選城邦中的格子可加以修正。</translation>
    </message>
    <message>
        <source>Read the photo first.</source>
        <translation>請先讀取照片。</translation>
    </message>
</context>
<context>
    <name>PieceEditor</name>
    <message>
        <source>Describe the piece: %1</source>
        <translation>描述配件：%1</translation>
    </message>
    <message>
        <source>Describe it as it is printed:</source>
        <translation>依照印刷的樣子描述它：</translation>
    </message>
    <message>
        <source>Take it</source>
        <translation>拿取</translation>
    </message>
    <message>
        <source>Give it to Dirk</source>
        <translation>交給 Dirk</translation>
    </message>
    <message>
        <source>Put it into %1&apos;s reserve</source>
        <translation>放入%1的預定建築庫存</translation>
    </message>
    <message>
        <source>Not possible: %1.</source>
        <translation>不可行：%1。</translation>
    </message>
</context>
<context>
    <name>PieceSupply</name>
    <message>
        <source>%1: none left in the supply.</source>
        <translation>%1：供應區已經沒有了。</translation>
    </message>
    <message>
        <source>Describe one for %1&apos;s reserve…</source>
        <translation>描述一個放入%1的預定建築庫存…</translation>
    </message>
    <message>
        <source>Describe one for Dirk…</source>
        <translation>描述一個交給 Dirk…</translation>
    </message>
</context>
<context>
    <name>PlayerQuestion</name>
    <message>
        <source>Rename Player</source>
        <translation>重新命名玩家</translation>
    </message>
    <message>
        <source>New name:</source>
        <translation>新名稱：</translation>
    </message>
    <message>
        <source>Merge Players</source>
        <translation>合併玩家</translation>
    </message>
    <message>
        <source>%1 and the player chosen here are one person: their games count together, under the name chosen here.</source>
        <translation>%1 與此處選擇的玩家是同一人：他們的遊戲合併計算，使用此處選擇的名稱。</translation>
    </message>
</context>
<context>
    <name>PlayersDialog</name>
    <message>
        <source>Players</source>
        <translation>玩家</translation>
    </message>
    <message>
        <source>Names and colours of this game&apos;s players, in seating order:</source>
        <translation>本局遊戲玩家的名稱與顏色（依座位順序）：</translation>
    </message>
    <message>
        <source>Player %1</source>
        <translation>玩家 %1</translation>
    </message>
    <message>
        <source>%1 leaves the game.</source>
        <translation>%1 離開遊戲。</translation>
    </message>
    <message numerus="yes">
        <source>%1 leaves the game, and %n tiles of theirs go back into the bag.</source>
        <translation>
            <numerusform>%1 離開遊戲，其 %n 塊板塊放回布袋。</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>PlayersPage</name>
    <message>
        <source>Re&amp;name…</source>
        <translation>重新命名(&amp;N)…</translation>
    </message>
    <message>
        <source>&amp;Merge Into…</source>
        <translation>合併到(&amp;M)…</translation>
    </message>
</context>
<context>
    <name>QAbstractFileIconProvider</name>
    <message>
        <source>Folder</source>
        <translation>資料夾</translation>
    </message>
    <message>
        <source>File</source>
        <translation>檔案</translation>
    </message>
    <message>
        <source>Drive</source>
        <translation>磁碟機</translation>
    </message>
    <message>
        <source>Shortcut</source>
        <translation>捷徑</translation>
    </message>
    <message>
        <source>Unknown</source>
        <translation>未知</translation>
    </message>
</context>
<context>
    <name>QFileDialog</name>
    <message>
        <source>&amp;Look in:</source>
        <translation>尋找於(&amp;L)：</translation>
    </message>
    <message>
        <source>Files of &amp;type:</source>
        <translation>檔案類型(&amp;T)：</translation>
    </message>
</context>
<context>
    <name>QrDialog</name>
    <message>
        <source>Log the Play in BG Stats</source>
        <translation>在 BG Stats 記錄對局</translation>
    </message>
    <message>
        <source>Each player scans this code with their phone&apos;s camera: BG Stats opens and logs the play of %1 with its scores.</source>
        <translation>每位玩家用手機相機掃描此條碼：BG Stats 會開啟並記錄 %1 的這場對局及其分數。</translation>
    </message>
    <message>
        <source>&amp;Copy Link</source>
        <translation>複製連結(&amp;C)</translation>
    </message>
    <message>
        <source>The link to log this play is too long for a QR code (%1 characters): copy it and open it on a phone instead.</source>
        <translation>記錄這場遊戲的連結太長，無法做成 QR 碼（%1 個字元）：請複製連結，改在手機上開啟。</translation>
    </message>
    <message numerus="yes">
        <source>The link tells each player&apos;s %n largest source(s) of points only, so that the code stays small enough to scan.</source>
        <translation>
            <numerusform>連結只列出每位玩家最大的 %n 個分數來源，讓 QR 碼小到可以掃描。</numerusform>
        </translation>
    </message>
    <message>
        <source>The link tells each player&apos;s scorings but not their points by category, so that the code stays small enough to scan.</source>
        <translation>連結列出每位玩家各次計分的分數，但不列各來源的分數，讓 QR 碼小到可以掃描。</translation>
    </message>
    <message>
        <source>The link leaves the scoring out, so that the code stays small enough to scan.</source>
        <translation>連結省略了計分內容，以便條碼小到可以掃描。</translation>
    </message>
</context>
<context>
    <name>ReserveDock</name>
    <message>
        <source>Reserves</source>
        <translation>預定建築庫存</translation>
    </message>
    <message>
        <source>&amp;Reserves</source>
        <translation>預定建築庫存(&amp;R)</translation>
    </message>
    <message>
        <source>Return to the bag</source>
        <translation>放回布袋</translation>
    </message>
    <message>
        <source>Move to %1&apos;s reserve</source>
        <translation>移到%1的預定建築庫存</translation>
    </message>
    <message>
        <source>Give to Dirk</source>
        <translation>交給 Dirk</translation>
    </message>
    <message>
        <source>Dirk&apos;s tiles</source>
        <translation>Dirk 的板塊</translation>
    </message>
    <message>
        <source>%1&apos;s reserve</source>
        <translation>%1的預定建築庫存</translation>
    </message>
    <message numerus="yes">
        <source>%n tile(s)</source>
        <translation>
            <numerusform>%n 個板塊</numerusform>
        </translation>
    </message>
    <message>
        <source>Drop tiles here</source>
        <translation>將板塊放到這裡</translation>
    </message>
    <message>
        <source>Empty: drop tiles here</source>
        <translation>空的：將板塊放到這裡</translation>
    </message>
    <message>
        <source>%1 cannot go back to the reserve: %2. Hold Shift while dropping to take it back anyway.</source>
        <translation>%1無法放回預定建築庫存：%2。放下時按住 Shift 即可強制收回。</translation>
    </message>
</context>
<context>
    <name>RosterEdits</name>
    <message>
        <source>Change the players&apos; names and colours</source>
        <translation>更改玩家的名稱與顏色</translation>
    </message>
    <message>
        <source>Add %1 to the game</source>
        <translation>將 %1 加入遊戲</translation>
    </message>
    <message>
        <source>Take %1 out of the game</source>
        <translation>將 %1 移出遊戲</translation>
    </message>
    <message>
        <source>Rename %1 to %2</source>
        <translation>將 %1 重新命名為 %2</translation>
    </message>
    <message>
        <source>Change %1&apos;s colour</source>
        <translation>更改 %1 的顏色</translation>
    </message>
    <message>
        <source>Change the players</source>
        <translation>更改玩家</translation>
    </message>
</context>
<context>
    <name>Rule</name>
    <message>
        <source>a city gate holds this tile in place</source>
        <translation>城門將此板塊固定在原位</translation>
    </message>
    <message>
        <source>the cell is already built on</source>
        <translation>此格已有建築</translation>
    </message>
    <message>
        <source>does not share a side with the city</source>
        <translation>未與城邦共用任何一邊</translation>
    </message>
    <message>
        <source>the tile does not share a side with the city</source>
        <translation>此板塊未與城邦共用任何一邊</translation>
    </message>
    <message>
        <source>its wall to the {side} meets an open side of {neighbour}</source>
        <translation>其{side}側的城牆接到{neighbour}的開放側</translation>
    </message>
    <message>
        <source>its open side to the {side} meets the wall of {neighbour}</source>
        <translation>其{side}側的開放側接到{neighbour}的城牆</translation>
    </message>
    <message>
        <source>its moat to the {side} meets a land side of {neighbour}</source>
        <translation>其{side}側的護城河接到{neighbour}的陸地側</translation>
    </message>
    <message>
        <source>its land side to the {side} meets the moat of {neighbour}</source>
        <translation>其{side}側的陸地側接到{neighbour}的護城河</translation>
    </message>
    <message>
        <source>not reachable on foot from the fountain</source>
        <translation>無法從獅子泉步行到達</translation>
    </message>
    <message>
        <source>the tile is not reachable on foot from the fountain</source>
        <translation>無法從獅子泉步行到達此板塊</translation>
    </message>
    <message>
        <source>would enclose a hole</source>
        <translation>會圍出一個洞</translation>
    </message>
    <message>
        <source>the city has a hole here: this empty cell is enclosed</source>
        <translation>城邦在此處有洞：這個空格被圍住了</translation>
    </message>
    <message>
        <source>the fountain never moves</source>
        <translation>獅子泉永遠不能移動</translation>
    </message>
    <message>
        <source>there is no tile here</source>
        <translation>這裡沒有板塊</translation>
    </message>
    <message>
        <source>the cell is more than 100 cells from the fountain</source>
        <translation>該格距離獅子泉超過 100 格</translation>
    </message>
    <message>
        <source>north</source>
        <translation>北</translation>
    </message>
    <message>
        <source>east</source>
        <translation>東</translation>
    </message>
    <message>
        <source>south</source>
        <translation>南</translation>
    </message>
    <message>
        <source>west</source>
        <translation>西</translation>
    </message>
    <message>
        <source>the fountain</source>
        <translation>獅子泉</translation>
    </message>
    <message>
        <source>the tile at ({x}, {y})</source>
        <translation>({x}, {y}) 的板塊</translation>
    </message>
    <message>
        <source>at ({x}, {y}) {reason}</source>
        <translation>({x}, {y})：{reason}</translation>
    </message>
    <message>
        <source>its bastion to the {side} faces no walled side of a city tile</source>
        <translation>其{side}側的稜堡沒有對著城邦板塊有城牆的一側</translation>
    </message>
    <message>
        <source>a camp&apos;s bastion to the {side} needs a wall on this side</source>
        <translation>{side}側營地的稜堡需要這一側有城牆</translation>
    </message>
    <message>
        <source>its side to the {side} touches a city tile or a camp&apos;s bastion</source>
        <translation>其{side}側接觸到城邦板塊或營地的稜堡</translation>
    </message>
    <message>
        <source>to the {side} it touches a camp&apos;s side without a bastion</source>
        <translation>其{side}側接觸到營地沒有稜堡的一側</translation>
    </message>
    <message>
        <source>the camp touches neither the city through a bastion nor another camp</source>
        <translation>營地既沒有以稜堡接觸城邦，也沒有接觸其他營地</translation>
    </message>
    <message>
        <source>the trader disc stands on this cell</source>
        <translation>商販圓片在此格上</translation>
    </message>
</context>
<context>
    <name>ScoreCardsPanel</name>
    <message>
        <source>Scoring %1:</source>
        <translation>第 %1 次計分：</translation>
    </message>
    <message>
        <source>Clear the cards</source>
        <translation>清除計分牌</translation>
    </message>
    <message>
        <source>A card entered counts for its scoring; a scoring without one counts with the base values.</source>
        <translation>已輸入的計分牌用於其計分；沒有計分牌的計分以基本分值計分。</translation>
    </message>
</context>
<context>
    <name>SetupChecklist</name>
    <message>
        <source>Setup checklist</source>
        <translation>遊戲準備清單</translation>
    </message>
    <message>
        <source>No expansion modules are in play: the base game needs nothing more on the table.</source>
        <translation>未使用擴充模組：基本遊戲不需要在桌上擺放其他配件。</translation>
    </message>
    <message>
        <source>Put these out for the modules in play, and tick each line once it is on the table:</source>
        <translation>請為使用中的模組擺出以下配件，每擺好一項就勾選該行：</translation>
    </message>
    <message>
        <source>nothing to put out</source>
        <translation>無須擺放任何配件</translation>
    </message>
</context>
<context>
    <name>StatsPanel</name>
    <message>
        <source>Player:</source>
        <translation>玩家：</translation>
    </message>
    <message>
        <source>Table:</source>
        <translation>同桌：</translation>
    </message>
    <message>
        <source>Totals game by game, oldest first (● a win)</source>
        <translation>逐場總分，由舊到新（● 表示獲勝）</translation>
    </message>
    <message>
        <source>Wins per player</source>
        <translation>各玩家勝場</translation>
    </message>
    <message>
        <source>Points by source</source>
        <translation>分數來源</translation>
    </message>
    <message>
        <source>Head to head: games the row&apos;s player finished ahead of the column&apos;s</source>
        <translation>對戰紀錄：列中玩家名次高於欄中玩家的場數</translation>
    </message>
    <message>
        <source>Records</source>
        <translation>紀錄</translation>
    </message>
    <message>
        <source>Every game</source>
        <translation>所有遊戲</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1（%2）</translation>
    </message>
    <message numerus="yes">
        <source>%n game(s)</source>
        <translation>
            <numerusform>%n 場遊戲</numerusform>
        </translation>
    </message>
    <message>
        <source>Highest score: %1, by %2 (%3)</source>
        <translation>最高分：%1，%2（%3）</translation>
    </message>
    <message>
        <source>Most of %1: %2, by %3 (%4)</source>
        <translation>最多%1：%2，%3（%4）</translation>
    </message>
    <message>
        <source>No finished game in the history yet.</source>
        <translation>歷史紀錄中尚無已結束的遊戲。</translation>
    </message>
    <message numerus="yes">
        <source>%n win(s)</source>
        <translation>
            <numerusform>%n 場勝利</numerusform>
        </translation>
    </message>
    <message>
        <source>Majorities won (first place, shared included): %1</source>
        <translation>贏得的多數（第一名，含並列）：%1</translation>
    </message>
    <message>
        <source>Points by source count the %1 of %2 scorings whose details are known.</source>
        <translation>分數來源計入 %2 次計分中細節已知的 %1 次。</translation>
    </message>
    <message>
        <source>%1: %2, %3 (%4 %), average %5, best %6, best wall %7, best moat %8.</source>
        <translation>%1：%2，%3（%4%），平均 %5，最佳 %6，最佳城牆 %7，最佳護城河 %8。</translation>
    </message>
    <message>
        <source>Game %1 of %2 (%3): %4</source>
        <translation>第 %1 場（共 %2 場，%3）：%4</translation>
    </message>
    <message numerus="yes">
        <source>%n point(s)</source>
        <translation>
            <numerusform>%n 分</numerusform>
        </translation>
    </message>
    <message>
        <source>%1, a win</source>
        <translation>%1，勝利</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1：%2</translation>
    </message>
    <message>
        <source>%1: %2 of %3 (%4 %)</source>
        <translation>%1：%3中%2（%4 %）</translation>
    </message>
    <message>
        <source>%1 of %2</source>
        <translation>%1 / %2</translation>
    </message>
</context>
<context>
    <name>TableCommand</name>
    <message numerus="yes">
        <source>{player}&apos;s city from their phone: %n tile(s)</source>
        <translation>
            <numerusform>{player} 從手機傳來的城市：%n 塊板塊</numerusform>
        </translation>
    </message>
    <message>
        <source>it replaces a change made to the file&apos;s city since the photo</source>
        <translation>它取代了拍照後對檔案中城市所做的變更</translation>
    </message>
    <message>
        <source>{player}&apos;s phone: {step}</source>
        <translation>{player} 的手機：{step}</translation>
    </message>
    <message>
        <source>{changes}; saved to {file}</source>
        <translation>{changes}；已儲存到 {file}</translation>
    </message>
    <message>
        <source>Serving {file} at {url} (Ctrl+C stops).</source>
        <translation>正在 {url} 提供 {file}（按 Ctrl+C 停止）。</translation>
    </message>
    <message>
        <source>Stopped; every confirmed change is saved.</source>
        <translation>已停止；每項已確認的變更都已儲存。</translation>
    </message>
</context>
<context>
    <name>TablePhotoDialog</name>
    <message>
        <source>Import the cities from photos</source>
        <translation>從照片匯入各城邦</translation>
    </message>
    <message>
        <source>Photo of %1&apos;s city…</source>
        <translation>%1的城邦照片…</translation>
    </message>
    <message>
        <source>No photo</source>
        <translation>沒有照片</translation>
    </message>
    <message>
        <source>Photo of the whole table…</source>
        <translation>整張桌子的照片…</translation>
    </message>
    <message>
        <source>Read the photos</source>
        <translation>讀取照片</translation>
    </message>
    <message>
        <source>Reading the photos…</source>
        <translation>正在讀取照片…</translation>
    </message>
    <message>
        <source>Stop reading</source>
        <translation>停止讀取</translation>
    </message>
    <message>
        <source>Accept</source>
        <translation>採用</translation>
    </message>
    <message>
        <source>The photo of %1&apos;s city</source>
        <translation>%1的城邦照片</translation>
    </message>
    <message>
        <source>The photo of the whole table</source>
        <translation>整張桌子的照片</translation>
    </message>
    <message>
        <source>Choose a photo of at least one city first.</source>
        <translation>請先至少選擇一座城邦的照片。</translation>
    </message>
    <message>
        <source>Reading stopped.</source>
        <translation>已停止讀取。</translation>
    </message>
    <message numerus="yes">
        <source>%n tile(s) were read in two cities: each stays in the city that shows it more surely; check the cells outlined.</source>
        <translation>
            <numerusform>有 %n 塊板塊在兩座城邦中都被讀到：各自留在顯示得較確定的城邦；請檢查框起的格子。</numerusform>
        </translation>
    </message>
    <message>
        <source>Another player&apos;s city…</source>
        <translation>另一位玩家的城邦…</translation>
    </message>
    <message>
        <source>This is %1&apos;s city</source>
        <translation>這是 %1 的城邦</translation>
    </message>
    <message>
        <source>Read the photos first.</source>
        <translation>請先讀取照片。</translation>
    </message>
</context>
<context>
    <name>ThemeMenu</name>
    <message>
        <source>&amp;System</source>
        <translation>系統預設(&amp;S)</translation>
    </message>
    <message>
        <source>&amp;Light</source>
        <translation>淺色(&amp;L)</translation>
    </message>
    <message>
        <source>&amp;Dark</source>
        <translation>深色(&amp;D)</translation>
    </message>
</context>
<context>
    <name>Variant</name>
    <message>
        <source>Alhambra</source>
        <translation>阿爾罕布拉</translation>
    </message>
    <message>
        <source>Granada</source>
        <translation>格拉納達</translation>
    </message>
</context>
<context>
    <name>WindowMenus</name>
    <message>
        <source>Open &amp;Recent</source>
        <translation>最近開啟的檔案(&amp;R)</translation>
    </message>
    <message>
        <source>&amp;Go to Player</source>
        <translation>前往玩家(&amp;G)</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>復原(&amp;U)</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation>重做(&amp;R)</translation>
    </message>
</context>
</TS>
