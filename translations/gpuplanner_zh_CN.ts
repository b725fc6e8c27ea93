<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="zh_CN">
<context>
    <name>gp::ApiClient</name>
    <message>
        <source>GPUPLANNER_PROVIDER_ENDPOINT is not an https:// origin: %1</source>
        <translation>GPUPLANNER_PROVIDER_ENDPOINT 不是 https:// 源地址：%1</translation>
    </message>
    <message>
        <source>cannot read GPUPLANNER_PROVIDER_CA %1: %2</source>
        <translation>无法读取 GPUPLANNER_PROVIDER_CA %1：%2</translation>
    </message>
    <message>
        <source>GPUPLANNER_PROVIDER_CA %1 holds no PEM certificate</source>
        <translation>GPUPLANNER_PROVIDER_CA %1 中没有 PEM 证书</translation>
    </message>
    <message>
        <source>Cancelled.</source>
        <translation>已取消。</translation>
    </message>
    <message>
        <source>%1 answered %2 %3 with something that is not JSON (%4 at byte %5)</source>
        <translation>%1 对 %2 %3 的应答不是 JSON（第 %5 字节处%4）</translation>
    </message>
    <message numerus="yes">
        <source>%1 did not answer %2 within %3 s (%n attempt(s)).</source>
        <translation>
            <numerusform>%1 在 %3 秒内没有应答 %2（共尝试 %n 次）。</numerusform>
        </translation>
    </message>
    <message>
        <source>Cannot reach %1 (%2): %3</source>
        <translation>无法连接 %1（%2）：%3</translation>
    </message>
    <message>
        <source>: %1</source>
        <translation>：%1</translation>
    </message>
    <message>
        <source>%1 refused the API token (HTTP %2)%3. Set it again with &apos;provider set-token&apos;.</source>
        <translation>%1 拒绝了 API token（HTTP %2）%3。请用“provider set-token”重新设置。</translation>
    </message>
    <message>
        <source>%1 does not know %2 (HTTP 404)%3</source>
        <translation>%1 不认识 %2（HTTP 404）%3</translation>
    </message>
    <message numerus="yes">
        <source>%1 is limiting requests (HTTP 429) and still was after %n attempt(s)%2</source>
        <translation>
            <numerusform>%1 正在限流（HTTP 429），尝试 %n 次后仍是如此%2</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 failed on its side (HTTP %2) after %n attempt(s)%3</source>
        <translation>
            <numerusform>%1 服务端出错（HTTP %2），已尝试 %n 次%3</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 refused %2 (HTTP %3)%4</source>
        <translation>%1 拒绝了 %2（HTTP %3）%4</translation>
    </message>
</context>
<context>
    <name>gp::AutoDl</name>
    <message>
        <source>A shut-down AutoDL instance stops billing its GPUs but still bills its system disk by the day, and AutoDL releases an instance left shut down for 15 days in a row, deleting its data; releasing it ends every charge.</source>
        <translation>关机的 AutoDL 实例不再按 GPU 计费，但系统盘仍按天计费；连续关机 15 天的实例会被 AutoDL 释放并删除数据；释放实例则结束一切计费。</translation>
    </message>
    <message>
        <source>no &apos;code&apos; in the answer to %1</source>
        <translation>对%1的回答中没有“code”</translation>
    </message>
    <message>
        <source>%1 refused the API token: %2. Set it again with &apos;provider set-token&apos;.</source>
        <translation>%1 拒绝了 API token：%2。请用“provider set-token”重新设置。</translation>
    </message>
    <message>
        <source>%1 does not know %2: %3</source>
        <translation>%1 找不到%2：%3</translation>
    </message>
    <message>
        <source>%1 refused %2: %3</source>
        <translation>%1 拒绝了%2：%3</translation>
    </message>
    <message>
        <source>the GPU stock of %1</source>
        <translation>%1 的 GPU 库存</translation>
    </message>
    <message>
        <source>the GPU stock is not a list</source>
        <translation>GPU 库存不是列表</translation>
    </message>
    <message>
        <source>the catalog&apos;s price (%1): AutoDL&apos;s API lists none; the instance&apos;s snapshot tells the rate it is charged</source>
        <translation>价格目录中的价格（%1）：AutoDL 的 API 不提供价格；实际计费单价见实例快照</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not an AutoDL Pro GPU spec (as &apos;provider offers autodl&apos; lists them)</source>
        <translation>“%1”不是 AutoDL Pro 的 GPU 规格（规格见“provider offers autodl”）</translation>
    </message>
    <message>
        <source>An AutoDL Pro instance has 1 to %1 GPUs.</source>
        <translation>AutoDL Pro 实例可有 1 到 %1 块 GPU。</translation>
    </message>
    <message>
        <source>AutoDL&apos;s Pro API makes pay-as-you-go instances only.</source>
        <translation>AutoDL 的 Pro API 只能创建按量计费的实例。</translation>
    </message>
    <message>
        <source>the create</source>
        <translation>创建请求</translation>
    </message>
    <message>
        <source>the create came back without the instance&apos;s uuid</source>
        <translation>创建请求的回答中没有实例的 uuid</translation>
    </message>
    <message>
        <source>instance %1</source>
        <translation>实例 %1</translation>
    </message>
    <message>
        <source>the status of instance %1 is not a word</source>
        <translation>实例 %1 的状态不是一个词</translation>
    </message>
    <message>
        <source>the list of instances</source>
        <translation>实例列表</translation>
    </message>
    <message>
        <source>no &apos;list&apos; of instances</source>
        <translation>没有实例的“list”</translation>
    </message>
    <message>
        <source>the power-off of %1</source>
        <translation>%1 的关机</translation>
    </message>
    <message>
        <source>the power-on of %1</source>
        <translation>%1 的开机</translation>
    </message>
    <message>
        <source>Cancelled.</source>
        <translation>已取消。</translation>
    </message>
    <message numerus="yes">
        <source>%1 instance %2 did not shut down within %n minute(s), and AutoDL releases only an instance that is shut down; it is %3 and may bill.</source>
        <translation>
            <numerusform>%1 实例 %2 在 %n 分钟内没有关机，而 AutoDL 只释放已关机的实例；它目前为 %3，可能仍在计费。</numerusform>
        </translation>
    </message>
    <message>
        <source>the release of %1</source>
        <translation>%1 的释放</translation>
    </message>
    <message>
        <source>%1 took the power-on of %2 but it is still shut down.</source>
        <translation>%1 已接受 %2 的开机指令，但它仍处于关机状态。</translation>
    </message>
</context>
<context>
    <name>gp::BoundedGet</name>
    <message>
        <source>the server did not finish within %1 seconds</source>
        <translation>服务器在 %1 秒内没有完成</translation>
    </message>
    <message>
        <source>the answer is %1 bytes, more than the limit of %2</source>
        <translation>回复有 %1 字节，超过 %2 字节的上限</translation>
    </message>
    <message>
        <source>cancelled</source>
        <translation>已取消</translation>
    </message>
    <message>
        <source>the answer is larger than the limit of %1 bytes</source>
        <translation>回复超过 %1 字节的上限</translation>
    </message>
</context>
<context>
    <name>gp::BudgetPage</name>
    <message>
        <source>New scenario</source>
        <translation>新场景</translation>
    </message>
    <message>
        <source>&amp;Months:</source>
        <translation>月数(&amp;M)：</translation>
    </message>
    <message>
        <source>Peak &amp;buffer:</source>
        <translation>峰值缓冲(&amp;B)：</translation>
    </message>
    <message>
        <source>&amp;Risk factor:</source>
        <translation>风险系数(&amp;R)：</translation>
    </message>
    <message>
        <source>&amp;Currency:</source>
        <translation>货币(&amp;C)：</translation>
    </message>
    <message>
        <source>CNY per &amp;USD:</source>
        <translation>美元汇率(&amp;U)：</translation>
    </message>
    <message>
        <source>&amp;Add</source>
        <translation>添加(&amp;A)</translation>
    </message>
    <message>
        <source>D&amp;uplicate</source>
        <translation>复制(&amp;U)</translation>
    </message>
    <message>
        <source>Remove</source>
        <translation>删除</translation>
    </message>
    <message>
        <source>Move up</source>
        <translation>上移</translation>
    </message>
    <message>
        <source>Move down</source>
        <translation>下移</translation>
    </message>
    <message>
        <source>month %1: %2</source>
        <translation>第 %1 个月：%2</translation>
    </message>
    <message>
        <source>Month %1</source>
        <translation>第 %1 月</translation>
    </message>
    <message>
        <source>Actual spend: none recorded yet (the Console&apos;s cost meter adds it).</source>
        <translation>实际花费：尚无记录（控制台的费用计量会添加）。</translation>
    </message>
    <message numerus="yes">
        <source>&lt;b&gt;Actual spend: %1&lt;/b&gt; over %2 instance-hours (%n record(s)) — %3 of the planned total.</source>
        <translation>
            <numerusform>&lt;b&gt;实际花费：%1&lt;/b&gt;，共 %2 实例小时（%n 条记录）——占计划总额的 %3。</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 (copy)</source>
        <translation>%1（副本）</translation>
    </message>
    <message>
        <source>Scenario</source>
        <translation>场景</translation>
    </message>
    <message>
        <source>Rename scenario</source>
        <translation>重命名场景</translation>
    </message>
    <message>
        <source>Scenario name:</source>
        <translation>场景名称：</translation>
    </message>
    <message>
        <source>Add an item to this scenario (Ctrl++)</source>
        <translation>向此场景添加条目（Ctrl++）</translation>
    </message>
    <message>
        <source>Duplicate the selected item (Ctrl+D)</source>
        <translation>复制选中的条目（Ctrl+D）</translation>
    </message>
    <message>
        <source>Remove the selected item (Delete)</source>
        <translation>删除选中的条目（Delete）</translation>
    </message>
    <message>
        <source>Items of the scenario</source>
        <translation>场景中的条目</translation>
    </message>
    <message>
        <source>&amp;Scenario:</source>
        <translation>场景(&amp;S)：</translation>
    </message>
    <message>
        <source>Copy this scenario as a new alternative</source>
        <translation>复制此场景，作为新的备选方案</translation>
    </message>
    <message>
        <source>Rename…</source>
        <translation>重命名…</translation>
    </message>
    <message>
        <source>Remove scenario</source>
        <translation>删除场景</translation>
    </message>
    <message>
        <source>Scenarios side by side</source>
        <translation>各场景并列对比</translation>
    </message>
    <message>
        <source>Total</source>
        <translation>合计</translation>
    </message>
    <message>
        <source>Per month (average)</source>
        <translation>每月（平均）</translation>
    </message>
    <message>
        <source>Peak GPUs</source>
        <translation>峰值 GPU 数</translation>
    </message>
    <message>
        <source>With buffer</source>
        <translation>含缓冲</translation>
    </message>
    <message>
        <source>Cheapest billing mix</source>
        <translation>最便宜的计费组合</translation>
    </message>
    <message>
        <source>Cost per month: the scenarios side by side</source>
        <translation>每月费用：各场景并列对比</translation>
    </message>
    <message numerus="yes">
        <source>%1 + %n item(s) without a price</source>
        <translation>
            <numerusform>%1 + %n 个条目无报价</numerusform>
        </translation>
    </message>
    <message>
        <source>Some items of this scenario have no offer that can run them: see the item table.</source>
        <translation>此场景中有些条目没有可运行的套餐：见条目表。</translation>
    </message>
    <message numerus="yes">
        <source>&lt;b&gt;%1: %2&lt;/b&gt; for %3 GPU-hours (%4 with risk), peak %n GPU(s) (%5 with buffer).&lt;br&gt;%6</source>
        <translation>
            <numerusform>&lt;b&gt;%1：%2&lt;/b&gt;，共 %3 GPU 小时（含风险 %4），峰值 %n 块 GPU（含缓冲 %5）。&lt;br&gt;%6</numerusform>
        </translation>
    </message>
    <message>
        <source>catalog: %1 (%2)</source>
        <translation>目录汇率：%1（%2）</translation>
    </message>
    <message>
        <source>CNY per USD for this plan. At 0 the catalog&apos;s rate applies: %1.</source>
        <translation>本规划使用的人民币/美元汇率。设为 0 时使用目录汇率：%1。</translation>
    </message>
    <message numerus="yes">
        <source>Jobs: %1 GPU-hours in %n run(s) — %2 of the planned %3 GPU-hours.</source>
        <translation>
            <numerusform>作业：%n 次运行共 %1 GPU 小时——占计划 %3 GPU 小时的 %2。</numerusform>
        </translation>
    </message>
    <message>
        <source>From the plan&apos;s answer to this scenario&apos;s item:</source>
        <translation>从规划的答案到此场景中的条目：</translation>
    </message>
    <message>
        <source>Its ris&amp;k:</source>
        <translation>本场景风险(&amp;K)：</translation>
    </message>
    <message>
        <source>the budget&apos;s</source>
        <translation>沿用预算的</translation>
    </message>
    <message>
        <source>This scenario&apos;s own risk factor; at the lowest, the budget&apos;s applies</source>
        <translation>本场景自己的风险系数；调到最低时沿用预算的风险系数</translation>
    </message>
    <message>
        <source>Its &amp;load:</source>
        <translation>本场景负载(&amp;L)：</translation>
    </message>
    <message>
        <source> ×</source>
        <translation> ×</translation>
    </message>
    <message>
        <source>The work this scenario expects: each job&apos;s runs, or each service&apos;s GPUs, times this</source>
        <translation>本场景预期的工作量：每个任务的运行次数，或每项服务的 GPU 数，乘以此值</translation>
    </message>
    <message>
        <source>or the &amp;estimates&apos; slow end</source>
        <translation>或用估算的慢端(&amp;E)</translation>
    </message>
    <message>
        <source>Each job that follows the plan takes the slow end of its estimate&apos;s range (what the slowest tenth of published runs of its class took) as its risk; other items keep the risk factor</source>
        <translation>每个跟随规划的作业都以其估算范围的慢端（同类已公开运行中最慢的十分之一所用的时间）作为风险；其他条目仍用风险系数</translation>
    </message>
</context>
<context>
    <name>gp::BudgetPlanner</name>
    <message>
        <source>unknown currency (CNY or USD)</source>
        <translation>未知货币（CNY 或 USD）</translation>
    </message>
    <message>
        <source>unknown kind (fine-tuning, inference, data-processing, testing)</source>
        <translation>未知类型（fine-tuning、inference、data-processing、testing）</translation>
    </message>
    <message>
        <source>unknown GPU id &quot;%1&quot;</source>
        <translation>未知的 GPU 标识“%1”</translation>
    </message>
    <message>
        <source>must be a number of hours above 0</source>
        <translation>必须是大于 0 的小时数</translation>
    </message>
    <message>
        <source>unknown billing mode &quot;%1&quot;</source>
        <translation>未知计费方式“%1”</translation>
    </message>
    <message>
        <source>days</source>
        <translation>天</translation>
    </message>
    <message>
        <source>weeks</source>
        <translation>周</translation>
    </message>
    <message>
        <source>months</source>
        <translation>个月</translation>
    </message>
    <message>
        <source>The budget has no scenarios yet.</source>
        <translation>预算中还没有场景。</translation>
    </message>
    <message>
        <source>1. GPU-hours: Σ GPUs × hours per run × runs = %1</source>
        <translation>1. GPU 小时：Σ GPU 数 × 每次时长 × 次数 = %1</translation>
    </message>
    <message>
        <source>5. Total: %1</source>
        <translation>5. 合计：%1</translation>
    </message>
    <message>
        <source>%1: must be an object</source>
        <translation>%1：必须是对象</translation>
    </message>
    <message>
        <source>must be a list of billing modes</source>
        <translation>必须是计费方式列表</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1：%2</translation>
    </message>
    <message>
        <source>must be a date (YYYY-MM-DD)</source>
        <translation>必须是日期（YYYY-MM-DD）</translation>
    </message>
    <message>
        <source>budget.scenarios: must be a list</source>
        <translation>budget.scenarios：必须是列表</translation>
    </message>
    <message>
        <source>Base</source>
        <translation>基准</translation>
    </message>
    <message>
        <source>%1: must be an object with a name and items</source>
        <translation>%1：必须是包含 name 和 items 的对象</translation>
    </message>
    <message>
        <source>%1.name: must be text</source>
        <translation>%1.name：必须是文本</translation>
    </message>
    <message>
        <source>%1.items: must be a list</source>
        <translation>%1.items：必须是列表</translation>
    </message>
    <message>
        <source>billed hours</source>
        <translation>计费小时</translation>
    </message>
    <message numerus="yes">
        <source>%n instance(s) × %1 %2 × %3</source>
        <translation>
            <numerusform>%n 个实例 × %1 %2 × %3</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 %2</source>
        <translation>%1 %2</translation>
    </message>
    <message>
        <source>No offer in the catalogs rents %1 × %2 in one instance (or a cluster) with the allowed billing modes.</source>
        <translation>目录中没有以允许的计费方式、在单个实例（或一个集群）中出租 %1 × %2 的套餐。</translation>
    </message>
    <message>
        <source>2. The risk factor %1 stretches the work, not the calendar: %2 GPU-hours</source>
        <translation>2. 风险系数 %1 放大的是工作量，而不是日历时间：%2 GPU 小时</translation>
    </message>
    <message>
        <source>3. Cheapest billing per item across every offer, billed by calendar day, week or month from %1, each run rounded to its price&apos;s granularity: %2</source>
        <translation>3. 在所有套餐中为每个条目选择最便宜的计费方式，从 %1 起按自然日、自然周或自然月计费，每次运行按其价格的计费粒度取整：%2</translation>
    </message>
    <message numerus="yes">
        <source>Incomplete: %n item(s) could not be priced and are not in the total.</source>
        <translation>
            <numerusform>不完整：%n 个条目无法定价，未计入合计。</numerusform>
        </translation>
    </message>
    <message>
        <source>must be &quot;answer&quot; or &quot;gpu&quot;</source>
        <translation>必须是 &quot;answer&quot; 或 &quot;gpu&quot;</translation>
    </message>
    <message numerus="yes">
        <source>4. Peak: %n GPU(s) in the busiest month; a %1 % buffer reserves %2 and %3</source>
        <translation>
            <numerusform>4. 峰值：最忙的月份需要 %n 块 GPU；%1 % 的缓冲预留 %2 和 %3</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n GPU(s)</source>
        <translation>
            <numerusform>%n 块 GPU</numerusform>
        </translation>
    </message>
    <message>
        <source>the plan&apos;s own rate</source>
        <translation>规划自带的汇率</translation>
    </message>
    <message>
        <source>Fine-tuning: the plan&apos;s answer</source>
        <translation>微调：规划的答案</translation>
    </message>
    <message>
        <source>Serving: the plan&apos;s answer</source>
        <translation>推理服务：规划的答案</translation>
    </message>
    <message>
        <source>Fine-tuning on %1</source>
        <translation>在 %1 上微调</translation>
    </message>
    <message>
        <source>Serving on %1</source>
        <translation>在 %1 上提供推理服务</translation>
    </message>
    <message>
        <source>New item</source>
        <translation>新条目</translation>
    </message>
    <message>
        <source>   This scenario expects %1 × the items&apos; work: each job&apos;s runs, or each service&apos;s GPUs, scaled and rounded up</source>
        <translation>   本场景预期 %1 倍的工作量：每个任务的运行次数或每项服务的 GPU 数按此放大并向上取整</translation>
    </message>
    <message>
        <source>%1 (workload %2)</source>
        <translation>%1（工作负载 %2）</translation>
    </message>
    <message>
        <source>2. Each estimated job&apos;s risk is its estimate&apos;s slow end (what the slowest tenth of published runs of its class took); the other items&apos; is %1: %2 GPU-hours</source>
        <translation>2. 每个估算作业的风险取其估算的慢端（同类已公开运行中最慢的十分之一所用的时间）；其他条目为 %1：%2 GPU 小时</translation>
    </message>
</context>
<context>
    <name>gp::CatalogAudit</name>
    <message>
        <source>Daily, weekly and monthly prices: %1
Providers with disk fees: %2 of %3
Current prices dated within %4 days: %5 of %6 (%7 %)</source>
        <translation>包日、包周和包月价格：%1
有磁盘费用的服务商：%3 家中的 %2 家
%4 天内有日期的现行价格：%6 个中的 %5 个（%7 %）</translation>
    </message>
</context>
<context>
    <name>gp::CatalogConstraint</name>
    <message>
        <source>constraints: %1</source>
        <translation>约束条件：%1</translation>
    </message>
    <message>
        <source>must be an object</source>
        <translation>必须是一个对象</translation>
    </message>
    <message>
        <source>unknown field &quot;%1&quot;</source>
        <translation>未知字段“%1”</translation>
    </message>
    <message>
        <source>&quot;providers&quot; must be a list of provider ids</source>
        <translation>“providers”必须是服务商 ID 列表</translation>
    </message>
    <message>
        <source>&quot;exclude_providers&quot; must be a list of provider ids</source>
        <translation>“exclude_providers”必须是服务商 ID 列表</translation>
    </message>
    <message>
        <source>&quot;region&quot; must be a string</source>
        <translation>“region”必须是字符串</translation>
    </message>
    <message>
        <source>&quot;currency&quot; must be CNY or USD</source>
        <translation>“currency”必须是 CNY 或 USD</translation>
    </message>
    <message>
        <source>&quot;%1&quot; must be true or false</source>
        <translation>“%1”必须是 true 或 false</translation>
    </message>
    <message>
        <source>&quot;max_price_age_days&quot; must be a whole number from 0 to %1</source>
        <translation>“max_price_age_days”必须是 0 到 %1 之间的整数</translation>
    </message>
    <message>
        <source>&quot;min_confidence&quot; must be listed, observed or reported</source>
        <translation>“min_confidence”必须是 listed、observed 或 reported</translation>
    </message>
    <message>
        <source>unknown provider &quot;%1&quot;; known providers: %2</source>
        <translation>未知服务商“%1”；已知服务商：%2</translation>
    </message>
    <message>
        <source>unknown region &quot;%1&quot;; use cn (mainland China), intl (international) or a region an offer names: %2</source>
        <translation>未知地域“%1”；请使用 cn（中国大陆）、intl（海外）或某个套餐标注的地域：%2</translation>
    </message>
    <message>
        <source>only %1</source>
        <translation>仅限 %1</translation>
    </message>
    <message>
        <source>not %1</source>
        <translation>排除 %1</translation>
    </message>
    <message>
        <source>no spot</source>
        <translation>不用竞价实例</translation>
    </message>
    <message>
        <source>no monthly plans</source>
        <translation>不用包月</translation>
    </message>
    <message numerus="yes">
        <source>prices dated within %n day(s)</source>
        <translation>
            <numerusform>价格日期在 %n 天以内</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>prices at most %n day(s) old (undated allowed)</source>
        <translation>
            <numerusform>价格最多 %n 天前（允许无日期价格）</numerusform>
        </translation>
    </message>
    <message>
        <source>dated prices only</source>
        <translation>仅限有日期的价格</translation>
    </message>
    <message>
        <source>prices at least %1</source>
        <translation>价格可信度至少为“%1”</translation>
    </message>
    <message>
        <source>none</source>
        <translation>无</translation>
    </message>
    <message numerus="yes">
        <source>%n provider(s)</source>
        <translation>
            <numerusform>%n 个服务商</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n offer(s)</source>
        <translation>
            <numerusform>%n 个套餐</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n price(s) of the offers kept</source>
        <translation>
            <numerusform>保留套餐中的 %n 个价格</numerusform>
        </translation>
    </message>
    <message>
        <source>Within the constraints (%1), left out: %2.</source>
        <translation>按约束条件（%1）排除了：%2。</translation>
    </message>
    <message>
        <source>mainland China</source>
        <translation>中国大陆</translation>
    </message>
    <message>
        <source>international</source>
        <translation>海外</translation>
    </message>
    <message>
        <source>region %1</source>
        <translation>地域 %1</translation>
    </message>
</context>
<context>
    <name>gp::CatalogsPage</name>
    <message>
        <source>Filter:</source>
        <translation>筛选：</translation>
    </message>
    <message>
        <source>All GPUs</source>
        <translation>全部 GPU</translation>
    </message>
    <message>
        <source>All providers</source>
        <translation>全部平台</translation>
    </message>
    <message>
        <source>Region</source>
        <translation>地域</translation>
    </message>
    <message>
        <source>Any currency</source>
        <translation>任意货币</translation>
    </message>
    <message>
        <source>Any billing</source>
        <translation>任意计费方式</translation>
    </message>
    <message>
        <source>from </source>
        <translation>从 </translation>
    </message>
    <message>
        <source>to </source>
        <translation>到 </translation>
    </message>
    <message>
        <source>any price</source>
        <translation>不限价格</translation>
    </message>
    <message>
        <source>Lowest price per GPU-hour, in the display currency</source>
        <translation>每 GPU 小时的最低价格（显示货币）</translation>
    </message>
    <message>
        <source>Highest price per GPU-hour, in the display currency</source>
        <translation>每 GPU 小时的最高价格（显示货币）</translation>
    </message>
    <message>
        <source>Stale only</source>
        <translation>只看过期价格</translation>
    </message>
    <message>
        <source>&amp;Offers</source>
        <translation>套餐(&amp;O)</translation>
    </message>
    <message>
        <source>GPU &amp;specifications</source>
        <translation>GPU 规格(&amp;S)</translation>
    </message>
    <message>
        <source>&amp;Edit price…</source>
        <translation>编辑价格(&amp;E)…</translation>
    </message>
    <message>
        <source>&amp;Import…</source>
        <translation>导入(&amp;I)…</translation>
    </message>
    <message>
        <source>E&amp;xport…</source>
        <translation>导出(&amp;X)…</translation>
    </message>
    <message>
        <source>https://… catalog bundle to refresh from</source>
        <translation>https://… 用于更新的目录地址</translation>
    </message>
    <message>
        <source>&amp;Refresh</source>
        <translation>更新(&amp;R)</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>取消</translation>
    </message>
    <message>
        <source>Provider offers</source>
        <translation>平台套餐</translation>
    </message>
    <message>
        <source>GPU specifications</source>
        <translation>GPU 规格</translation>
    </message>
    <message>
        <source>GPU</source>
        <translation>GPU</translation>
    </message>
    <message>
        <source>Memory (GB)</source>
        <translation>显存（GB）</translation>
    </message>
    <message>
        <source>Bandwidth (GB/s)</source>
        <translation>带宽（GB/s）</translation>
    </message>
    <message>
        <source>BF16 TFLOPS</source>
        <translation>BF16 TFLOPS</translation>
    </message>
    <message>
        <source>FP8 TFLOPS</source>
        <translation>FP8 TFLOPS</translation>
    </message>
    <message>
        <source>TDP (W)</source>
        <translation>功耗（W）</translation>
    </message>
    <message>
        <source>Interconnect</source>
        <translation>互联</translation>
    </message>
    <message>
        <source>MIG</source>
        <translation>MIG</translation>
    </message>
    <message>
        <source>Purchase</source>
        <translation>购买价</translation>
    </message>
    <message>
        <source>not found</source>
        <translation>未找到</translation>
    </message>
    <message>
        <source>Saved your price for %1 (%2). It overrides the catalog&apos;s from now on.</source>
        <translation>已保存您为 %1（%2）设定的价格，此后将优先于目录价格。</translation>
    </message>
    <message>
        <source>Select an offer&apos;s price first.</source>
        <translation>请先选择一个套餐价格。</translation>
    </message>
    <message>
        <source>Edit price — %1</source>
        <translation>编辑价格——%1</translation>
    </message>
    <message>
        <source>where this price comes from (invoice, quote, page)</source>
        <translation>价格来源（发票、报价、网页）</translation>
    </message>
    <message>
        <source>Billing:</source>
        <translation>计费方式：</translation>
    </message>
    <message>
        <source>Amount per unit:</source>
        <translation>单价：</translation>
    </message>
    <message>
        <source>Currency:</source>
        <translation>货币：</translation>
    </message>
    <message>
        <source>Date:</source>
        <translation>日期：</translation>
    </message>
    <message>
        <source>Source:</source>
        <translation>来源：</translation>
    </message>
    <message>
        <source>a source is required</source>
        <translation>必须填写来源</translation>
    </message>
    <message>
        <source>Edit price</source>
        <translation>编辑价格</translation>
    </message>
    <message>
        <source>Import a provider catalog</source>
        <translation>导入平台目录</translation>
    </message>
    <message>
        <source>Provider catalogs (*.json)</source>
        <translation>平台目录（*.json）</translation>
    </message>
    <message>
        <source>Import</source>
        <translation>导入</translation>
    </message>
    <message>
        <source>Nothing was imported; your catalogs are unchanged.</source>
        <translation>未导入任何内容；您的目录保持不变。</translation>
    </message>
    <message>
        <source>Imported provider %1.</source>
        <translation>已导入平台 %1。</translation>
    </message>
    <message>
        <source>Choose a provider in the filter to export its catalog.</source>
        <translation>请在筛选中选择一个平台，以导出其目录。</translation>
    </message>
    <message>
        <source>Export provider catalog</source>
        <translation>导出平台目录</translation>
    </message>
    <message>
        <source>Export</source>
        <translation>导出</translation>
    </message>
    <message>
        <source>Wrote %1.</source>
        <translation>已写入 %1。</translation>
    </message>
    <message>
        <source>Refreshing catalogs from %1…</source>
        <translation>正在从 %1 更新目录…</translation>
    </message>
    <message numerus="yes">
        <source>%n of your catalog files could not be loaded; their offers are left out everywhere until they are fixed or removed:</source>
        <translation>
            <numerusform>有 %n 个目录文件无法加载；在修复或删除之前，它们的套餐在各处都被排除：</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 of %2 prices shown; marked stale: %3 older than %4 days, %5 whose source gives no date.</source>
        <translation>显示 %2 个价格中的 %1 个；标记为过期的：%3 个超过 %4 天，%5 个来源未注明日期。</translation>
    </message>
    <message>
        <source>Converted at %1.</source>
        <translation>按 %1 换算。</translation>
    </message>
    <message>
        <source>Date unknown: %1 %2 (%3)</source>
        <translation>日期不明：%1 %2（%3）</translation>
    </message>
    <message>
        <source>not published</source>
        <translation>未公布</translation>
    </message>
    <message>
        <source>date unknown</source>
        <translation>日期不明</translation>
    </message>
    <message>
        <source>%1&apos;s fees: disk %2, while stopped %3, egress %4 (%5, %6).</source>
        <translation>%1 的附加费用：磁盘 %2，关机时 %3，出网流量 %4（%5，%6）。</translation>
    </message>
    <message>
        <source>%1 per GB-month</source>
        <translation>每 GB·月 %1</translation>
    </message>
    <message>
        <source>%1 per GB</source>
        <translation>每 GB %1</translation>
    </message>
    <message>
        <source>Ol&amp;dest first</source>
        <translation>最旧优先(&amp;D)</translation>
    </message>
    <message>
        <source>Sort the prices by age: undated ones first, then the oldest</source>
        <translation>按价格的年龄排序：先列无日期的，再列最旧的</translation>
    </message>
    <message>
        <source>Exchange &amp;rate…</source>
        <translation>汇率(&amp;R)…</translation>
    </message>
    <message>
        <source>The USD→CNY rate every converted figure uses: refresh it, or set your own</source>
        <translation>所有换算金额使用的美元→人民币汇率：刷新它，或设置你自己的汇率</translation>
    </message>
    <message>
        <source>%1 does not publish: %2.</source>
        <translation>%1 未公开：%2。</translation>
    </message>
    <message>
        <source>Catalog notes: %1</source>
        <translation>目录说明：%1</translation>
    </message>
</context>
<context>
    <name>gp::Citation</name>
    <message>
        <source>&quot;%1&quot; cites a search index&apos;s document id, which nobody can open: cite the page&apos;s address or the file as owner/repo@commit:path</source>
        <translation>“%1”引用的是搜索索引的文档编号，没有人能打开：请引用页面地址，或以 owner/repo@commit:path 引用文件</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is a test fixture, not a price anybody published</source>
        <translation>“%1”是测试夹具，不是任何人发布的价格</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is neither a web address nor a repository file at a full commit (owner/repo@commit:path): nobody can check it (for a price of your own, such as a contract, set &quot;user_override&quot;: true)</source>
        <translation>“%1”既不是网址，也不是某个完整提交下的仓库文件（owner/repo@commit:path）：没有人能核对它（如果是你自己的价格，例如合同价，请设置 &quot;user_override&quot;: true）</translation>
    </message>
</context>
<context>
    <name>gp::CloudProvider</name>
    <message>
        <source>%1&apos;s API cannot %2 an instance.</source>
        <translation>%1 的 API 不能对实例执行 %2。</translation>
    </message>
    <message>
        <source>An instance to create needs a name.</source>
        <translation>要创建的实例需要一个名称。</translation>
    </message>
    <message>
        <source>%1 already has an instance named &apos;%2&apos; (%3): give the launch another name.</source>
        <translation>%1 已有名为“%2”的实例（%3）：请为这次启动换一个名称。</translation>
    </message>
    <message>
        <source>%1 may have created instance &apos;%2&apos; (%3), and listing the instances to check failed too (%4). Look in %1&apos;s console before launching again.</source>
        <translation>%1 可能已创建实例“%2”（%3），而列出实例进行核对也失败了（%4）。再次启动前请先在 %1 的控制台中查看。</translation>
    </message>
    <message numerus="yes">
        <source>%1 did not confirm the new instance (%2), and no instance named &apos;%3&apos; appeared within %n s; nothing was sent again. It may still appear: look in %1&apos;s console before launching again.</source>
        <translation>
            <numerusform>%1 没有确认新实例（%2），且 %n 秒内没有出现名为“%3”的实例；没有重复发送创建请求。它仍可能出现：再次启动前请先在 %1 的控制台中查看。</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 instance %2 is %3 instead of starting.</source>
        <translation>%1 实例 %2 处于 %3 状态，而不是在启动中。</translation>
    </message>
    <message numerus="yes">
        <source>%1 instance %2 was not reachable within %n s; it is still %3 and may bill. Release it if it is not wanted.</source>
        <translation>
            <numerusform>%1 实例 %2 在 %n 秒内无法连接；它仍处于 %3 状态并可能在计费。如不需要请释放它。</numerusform>
        </translation>
    </message>
    <message>
        <source>Cancelled.</source>
        <translation>已取消。</translation>
    </message>
    <message>
        <source>%1&apos;s answer is not what its API documents: %2</source>
        <translation>%1 的应答与其 API 文档不符：%2</translation>
    </message>
    <message>
        <source>%1 refused %2: %3</source>
        <translation>%1 拒绝了%2：%3</translation>
    </message>
</context>
<context>
    <name>gp::ConsoleDialogs</name>
    <message>
        <source>Password</source>
        <translation>密码</translation>
    </message>
    <message>
        <source>Key passphrase</source>
        <translation>密钥口令</translation>
    </message>
    <message>
        <source>Remember in the system keychain (never in a file)</source>
        <translation>记在系统钥匙串中（绝不写入文件）</translation>
    </message>
    <message>
        <source>Unknown host key</source>
        <translation>未知主机密钥</translation>
    </message>
    <message>
        <source>GPU Planner has not connected to %1 before.</source>
        <translation>算力规划此前从未连接过 %1。</translation>
    </message>
    <message>
        <source>Its %1 key fingerprint is

%2

Compare it with the fingerprint your provider shows for this instance. Trust it only if they match; it is then saved to ~/.ssh/known_hosts like OpenSSH does.</source>
        <translation>它的 %1 密钥指纹是

%2

请与服务商为此实例显示的指纹比对，一致时才信任；信任后会像 OpenSSH 一样保存到 ~/.ssh/known_hosts。</translation>
    </message>
    <message>
        <source>Trust and connect</source>
        <translation>信任并连接</translation>
    </message>
</context>
<context>
    <name>gp::ConsoleFormat</name>
    <message>
        <source>%1 GiB</source>
        <translation>%1 GiB</translation>
    </message>
    <message>
        <source>%1 MiB</source>
        <translation>%1 MiB</translation>
    </message>
    <message>
        <source>%1 KiB</source>
        <translation>%1 KiB</translation>
    </message>
    <message>
        <source>%1 h %2 min</source>
        <translation>%1 小时 %2 分</translation>
    </message>
    <message>
        <source>%1 min %2 s</source>
        <translation>%1 分 %2 秒</translation>
    </message>
    <message>
        <source>%1 s</source>
        <translation>%1 秒</translation>
    </message>
</context>
<context>
    <name>gp::ConsolePage</name>
    <message>
        <source>Host key changed — connection refused</source>
        <translation>主机密钥已变更——拒绝连接</translation>
    </message>
    <message>
        <source>Your public key was added: the next connection needs no password.</source>
        <translation>已添加你的公钥：下次连接无需密码。</translation>
    </message>
    <message>
        <source>The instance already trusts your public key.</source>
        <translation>实例已信任你的公钥。</translation>
    </message>
    <message>
        <source>Host profile</source>
        <translation>主机配置</translation>
    </message>
    <message>
        <source>Delete profile</source>
        <translation>删除配置</translation>
    </message>
    <message>
        <source>Add a host profile first (New…).</source>
        <translation>请先添加主机配置（新建…）。</translation>
    </message>
    <message>
        <source>Trusting %1 key %2.</source>
        <translation>信任 %1 密钥 %2。</translation>
    </message>
    <message>
        <source>Host key not trusted; not connected.</source>
        <translation>未信任主机密钥；未连接。</translation>
    </message>
    <message>
        <source>There is no public key in ~/.ssh (id_ed25519.pub, id_ecdsa.pub, id_rsa.pub). Create one with ssh-keygen -t ed25519.</source>
        <translation>~/.ssh 中没有公钥（id_ed25519.pub、id_ecdsa.pub、id_rsa.pub）。请用 ssh-keygen -t ed25519 生成一个。</translation>
    </message>
    <message>
        <source>Installing %1 …</source>
        <translation>正在安装 %1 …</translation>
    </message>
    <message>
        <source>Cancelling …</source>
        <translation>正在取消 …</translation>
    </message>
    <message>
        <source>&amp;Disconnect</source>
        <translation>断开(&amp;D)</translation>
    </message>
    <message>
        <source>&amp;Connect</source>
        <translation>连接(&amp;C)</translation>
    </message>
    <message>
        <source>&lt;b&gt;Connected&lt;/b&gt; to %1</source>
        <translation>&lt;b&gt;已连接&lt;/b&gt;到 %1</translation>
    </message>
    <message>
        <source>Connecting …</source>
        <translation>正在连接 …</translation>
    </message>
    <message>
        <source>Not connected</source>
        <translation>未连接</translation>
    </message>
    <message>
        <source>Not linked to a catalog offer: the smoke test cannot compare with what was promised.</source>
        <translation>未关联目录报价：冒烟测试无法与承诺的配置比对。</translation>
    </message>
    <message>
        <source>Rented offer %1: %2 × %3%4</source>
        <translation>租用报价 %1：%2 × %3%4</translation>
    </message>
    <message>
        <source>, %1/h</source>
        <translation>，%1/小时</translation>
    </message>
    <message>
        <source>The linked offer %1 is not in the catalogs any more.</source>
        <translation>关联的报价 %1 已不在目录中。</translation>
    </message>
    <message>
        <source>&amp;Instance:</source>
        <translation>实例(&amp;I)：</translation>
    </message>
    <message>
        <source>&amp;New…</source>
        <translation>新建(&amp;N)…</translation>
    </message>
    <message>
        <source>Add a host profile, e.g. from the provider&apos;s ssh command</source>
        <translation>添加主机配置，例如粘贴服务商给的 ssh 命令</translation>
    </message>
    <message>
        <source>&amp;Edit…</source>
        <translation>编辑(&amp;E)…</translation>
    </message>
    <message>
        <source>Delete</source>
        <translation>删除</translation>
    </message>
    <message>
        <source>Install my &amp;key</source>
        <translation>安装我的密钥(&amp;K)</translation>
    </message>
    <message>
        <source>Append your public key to the instance&apos;s authorized_keys, so the password is needed once</source>
        <translation>把你的公钥追加到实例的 authorized_keys，密码只需输入一次</translation>
    </message>
    <message>
        <source>Smoke test</source>
        <translation>冒烟测试</translation>
    </message>
    <message>
        <source>Upload</source>
        <translation>上传</translation>
    </message>
    <message>
        <source>Provision</source>
        <translation>环境准备</translation>
    </message>
    <message>
        <source>Monitor</source>
        <translation>监控</translation>
    </message>
    <message>
        <source>Guards</source>
        <translation>守护</translation>
    </message>
    <message>
        <source>Log of what was run:</source>
        <translation>已执行命令日志：</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>取消</translation>
    </message>
    <message>
        <source>Clear log</source>
        <translation>清空日志</translation>
    </message>
    <message>
        <source>Delete the profile &quot;%1&quot;? Its saved password and provider token are removed from the keychain too.</source>
        <translation>删除配置“%1”？其保存的密码和服务商令牌也会从钥匙串中删除。</translation>
    </message>
    <message>
        <source>Stop the running task and any waiting behind it (Esc)</source>
        <translation>停止正在运行的任务及其后等待的任务（Esc）</translation>
    </message>
    <message>
        <source>Jobs</source>
        <translation>作业</translation>
    </message>
    <message>
        <source>Notification &quot;%1&quot;: %2</source>
        <translation>通知“%1”：%2</translation>
    </message>
    <message>
        <source>Instance of %1 released through the provider&apos;s API; the profile is removed.</source>
        <translation>已通过服务商 API 释放 %1 的实例；该配置已删除。</translation>
    </message>
    <message>
        <source>Launched %1 instance %2 as profile %3; connecting and running the smoke test.</source>
        <translation>已启动 %1 实例 %2，保存为配置 %3；正在连接并运行冒烟测试。</translation>
    </message>
    <message>
        <source>Release instance</source>
        <translation>释放实例</translation>
    </message>
    <message>
        <source>Releasing %1 instance %2…</source>
        <translation>正在释放 %1 实例 %2…</translation>
    </message>
    <message>
        <source>Rent the plan&apos;s deployment through the provider&apos;s API, then connect and smoke-test it</source>
        <translation>通过服务商 API 租用规划中的部署，然后连接并做冒烟测试</translation>
    </message>
    <message>
        <source>&amp;Release…</source>
        <translation>释放(&amp;R)…</translation>
    </message>
    <message>
        <source>Release the instance through the provider&apos;s API: the bill stops and its data is deleted</source>
        <translation>通过服务商 API 释放实例：停止计费并删除其数据</translation>
    </message>
    <message>
        <source>Release %1 instance %2 (profile %3)? It stops billing, and its disk and data are deleted. %4</source>
        <translation>释放 %1 实例 %2（配置 %3）？计费将停止，其磁盘和数据会被删除。%4</translation>
    </message>
    <message>
        <source>L&amp;aunch from plan…</source>
        <translation>按规划启动(&amp;A)…</translation>
    </message>
</context>
<context>
    <name>gp::ConsoleSession</name>
    <message>
        <source>Saved in the system keychain.</source>
        <translation>已保存到系统钥匙串。</translation>
    </message>
    <message>
        <source>The secrets of &quot;%1&quot; stay under that name: %2</source>
        <translation>“%1”的密钥仍保留在原名称下：%2</translation>
    </message>
    <message>
        <source>When the guard fires, it tells: %1.</source>
        <translation>守护触发时将通知：%1。</translation>
    </message>
    <message>
        <source>No API token for %1 is in the keychain, so a guard could not stop the instance: nothing was installed. Run &apos;gpuplanner-cli provider set-token %1&apos;.</source>
        <translation>钥匙串中没有 %1 的 API token，守护进程无法停止实例：未安装任何内容。请运行“gpuplanner-cli provider set-token %1”。</translation>
    </message>
</context>
<context>
    <name>gp::ConstraintsBox</name>
    <message>
        <source>Every page, the report and the exports price within: %1.</source>
        <translation>所有页面、报告和导出都在以下约束内计价：%1。</translation>
    </message>
    <message>
        <source>7. Constraints on the answer</source>
        <translation>7. 方案的约束条件</translation>
    </message>
    <message>
        <source>Region:</source>
        <translation>地域：</translation>
    </message>
    <message>
        <source>Anywhere</source>
        <translation>不限</translation>
    </message>
    <message>
        <source>Providers:</source>
        <translation>服务商：</translation>
    </message>
    <message>
        <source>Currency:</source>
        <translation>币种：</translation>
    </message>
    <message>
        <source>CNY (¥) for the whole plan</source>
        <translation>整个规划使用人民币（¥）</translation>
    </message>
    <message>
        <source>USD ($) for the whole plan</source>
        <translation>整个规划使用美元（$）</translation>
    </message>
    <message>
        <source>Allow spot (interruptible) prices</source>
        <translation>允许竞价（可中断）价格</translation>
    </message>
    <message>
        <source>Allow monthly plans</source>
        <translation>允许包月</translation>
    </message>
    <message>
        <source>Prices at most:</source>
        <translation>价格最多：</translation>
    </message>
    <message>
        <source>any age</source>
        <translation>不限时间</translation>
    </message>
    <message>
        <source> days old</source>
        <translation> 天前</translation>
    </message>
    <message>
        <source>Only prices whose source gives a date</source>
        <translation>仅使用来源注明日期的价格</translation>
    </message>
    <message>
        <source>Price sources:</source>
        <translation>价格来源：</translation>
    </message>
    <message>
        <source>Any (listed, observed or reported)</source>
        <translation>不限（官方列出、实际观察或第三方转述）</translation>
    </message>
    <message>
        <source>Observed or listed</source>
        <translation>实际观察或官方列出</translation>
    </message>
    <message>
        <source>Listed by the provider only</source>
        <translation>仅限服务商官方列出</translation>
    </message>
    <message>
        <source>As the budget&apos;s currency</source>
        <translation>跟随预算的币种</translation>
    </message>
</context>
<context>
    <name>gp::CostModel</name>
    <message>
        <source>Hours per month must be between 0 and %1.</source>
        <translation>每月小时数必须介于 0 和 %1 之间。</translation>
    </message>
    <message>
        <source>There must be at least one run a month.</source>
        <translation>每月至少运行一次。</translation>
    </message>
    <message>
        <source>Buying needs a price above 0, a depreciation period, a resale value between 0 and the price, and non-negative power, electricity, utilization (0–1) and maintenance.</source>
        <translation>购买需要大于 0 的价格、折旧年限、介于 0 与价格之间的残值，以及非负的功耗、电价、利用率（0–1）和维护费。</translation>
    </message>
    <message>
        <source>Give at least one option: a purchase price or a rental price.</source>
        <translation>请至少给出一个方案：购买价格或租用价格。</translation>
    </message>
    <message>
        <source>A month is %1 hours; monthly plans are paid whether used or idle.</source>
        <translation>每月按 %1 小时计；包月无论使用还是闲置都需付费。</translation>
    </message>
    <message>
        <source>Spot: %1 interruptions per hour, each losing half a %2-minute checkpoint interval plus %3 minutes to restart: %4 % of the work is repeated.</source>
        <translation>竞价实例：每小时中断 %1 次，每次损失半个 %2 分钟的检查点间隔，外加 %3 分钟重启：有 %4 % 的工作需要重做。</translation>
    </message>
    <message>
        <source>Buying: break-even months are on a cash basis (purchase, then power and maintenance); the monthly cost of ownership spreads the purchase less resale over %1 years.</source>
        <translation>购买：盈亏平衡月份按现金口径计算（先付购买款，之后每月付电费和维护费）；每月拥有成本把扣除残值后的购买价分摊到 %1 年。</translation>
    </message>
    <message>
        <source>unknown currency (CNY or USD)</source>
        <translation>未知货币（CNY 或 USD）</translation>
    </message>
    <message>
        <source>must be second, minute or hour</source>
        <translation>必须是 second、minute 或 hour</translation>
    </message>
    <message>
        <source>A monthly plan beats hourly billing above %1 hours a month.</source>
        <translation>每月使用超过 %1 小时时，包月比按小时便宜。</translation>
    </message>
    <message>
        <source>A monthly plan never beats hourly billing: it costs more than a whole month (%1 hours) of hourly use.</source>
        <translation>包月永远不比按小时计费便宜：它比按小时用满一整月（%1 小时）还贵。</translation>
    </message>
    <message>
        <source>Buying never beats %1 renting at this usage.</source>
        <translation>在此使用量下，购买永远不比%1租用便宜。</translation>
    </message>
    <message numerus="yes">
        <source>Buying does not beat %1 renting within %n month(s).</source>
        <translation>
            <numerusform>%n 个月内，购买不比%1租用便宜。</numerusform>
        </translation>
    </message>
    <message>
        <source>Buying beats %1 renting from month %2.</source>
        <translation>从第 %2 个月起，购买比%1租用便宜。</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1：%2</translation>
    </message>
    <message>
        <source>is required: a spot option without its price cannot be priced</source>
        <translation>为必填项：没有价格的竞价选项无法计价</translation>
    </message>
    <message>
        <source>Rental prices must be above 0 and at most %1.</source>
        <translation>租用价格必须大于 0 且不超过 %1。</translation>
    </message>
    <message>
        <source>Buying is bounded: a price and maintenance of at most %1, power up to 1 MW, electricity up to 1,000 a kWh and depreciation up to 50 years.</source>
        <translation>购买参数有上限：价格和维护费最多 %1，功率最多 1 MW，电价每千瓦时最多 1,000，折旧期最多 50 年。</translation>
    </message>
    <message>
        <source>Buy</source>
        <translation>购买</translation>
    </message>
    <message>
        <source>Hourly</source>
        <translation>按小时</translation>
    </message>
    <message>
        <source>Daily</source>
        <translation>按天</translation>
    </message>
    <message>
        <source>Weekly</source>
        <translation>按周</translation>
    </message>
    <message>
        <source>Monthly</source>
        <translation>包月</translation>
    </message>
    <message>
        <source>Spot</source>
        <translation>竞价</translation>
    </message>
    <message>
        <source>Hourly and spot runs are billed per second.</source>
        <translation>按小时和竞价运行按秒计费。</translation>
    </message>
    <message>
        <source>Hourly and spot runs are billed per minute.</source>
        <translation>按小时和竞价运行按分钟计费。</translation>
    </message>
    <message>
        <source>Hourly and spot runs are billed in whole hours: a 61-minute run pays for two.</source>
        <translation>按小时和竞价运行按整小时计费：运行 61 分钟要付两小时。</translation>
    </message>
    <message>
        <source>Rentals carry their disk: %1 GB at %2 per GB-month while billed and %3 while stopped; buying uses its own disk.</source>
        <translation>租用方案带磁盘费用：%1 GB，计费期间每 GB·月 %2，关机时 %3；购买方案使用自有磁盘。</translation>
    </message>
    <message>
        <source>The period must be between 1 and %1 months.</source>
        <translation>期限必须在 1 到 %1 个月之间。</translation>
    </message>
</context>
<context>
    <name>gp::CostsPage</name>
    <message>
        <source>Usage</source>
        <translation>使用情况</translation>
    </message>
    <message>
        <source>&amp;Fill from catalogs</source>
        <translation>从目录填入(&amp;F)</translation>
    </message>
    <message>
        <source>Purchase price and power from the GPU catalog; the cheapest rental prices per GPU from the provider catalogs, converted at your exchange rate.</source>
        <translation>购买价格和功耗来自 GPU 目录；每块 GPU 的最低租用价格来自平台目录，并按您的汇率换算。</translation>
    </message>
    <message>
        <source>Currency:</source>
        <translation>货币：</translation>
    </message>
    <message>
        <source>Hours used per month:</source>
        <translation>每月使用小时数：</translation>
    </message>
    <message>
        <source>Months:</source>
        <translation>月数：</translation>
    </message>
    <message>
        <source>Buy</source>
        <translation>购买</translation>
    </message>
    <message>
        <source>Hardware and platform:</source>
        <translation>硬件和整机：</translation>
    </message>
    <message>
        <source>Power at the wall (W):</source>
        <translation>整机功耗（W）：</translation>
    </message>
    <message>
        <source>Electricity per kWh:</source>
        <translation>每度电价：</translation>
    </message>
    <message>
        <source>Depreciation (years):</source>
        <translation>折旧年限：</translation>
    </message>
    <message>
        <source>Resale value:</source>
        <translation>残值：</translation>
    </message>
    <message>
        <source>Maintenance per month:</source>
        <translation>每月维护费：</translation>
    </message>
    <message>
        <source>Rent (0 = not offered)</source>
        <translation>租用（0 = 不提供）</translation>
    </message>
    <message>
        <source>Hourly:</source>
        <translation>按小时：</translation>
    </message>
    <message>
        <source>Daily:</source>
        <translation>按天：</translation>
    </message>
    <message>
        <source>Weekly:</source>
        <translation>按周：</translation>
    </message>
    <message>
        <source>Monthly:</source>
        <translation>包月：</translation>
    </message>
    <message>
        <source>Spot, per hour:</source>
        <translation>竞价（每小时）：</translation>
    </message>
    <message>
        <source>Checkpoint every (min):</source>
        <translation>检查点间隔（分钟）：</translation>
    </message>
    <message>
        <source>not offered</source>
        <translation>不提供</translation>
    </message>
    <message>
        <source>Export cumulative chart…</source>
        <translation>导出累计费用图…</translation>
    </message>
    <message>
        <source>Export usage chart…</source>
        <translation>导出用量费用图…</translation>
    </message>
    <message>
        <source>No cited purchase price for this GPU: type your quote.</source>
        <translation>此 GPU 没有可引用的购买价格：请填入您的报价。</translation>
    </message>
    <message>
        <source>%1: %2 a month</source>
        <translation>%1：每月 %2</translation>
    </message>
    <message>
        <source>Export chart</source>
        <translation>导出图表</translation>
    </message>
    <message>
        <source>PNG image (*.png);;SVG drawing (*.svg)</source>
        <translation>PNG 图片（*.png）;;SVG 矢量图（*.svg）</translation>
    </message>
    <message>
        <source>Following the plan: %1. Change any value to try your own; it is kept with the plan.</source>
        <translation>跟随规划：%1。修改任一数值即可尝试你自己的设想，它会随规划保存。</translation>
    </message>
    <message>
        <source>Your own what-if, kept with the plan.</source>
        <translation>你自己的设想，随规划保存。</translation>
    </message>
    <message>
        <source>F&amp;ollow the plan</source>
        <translation>跟随规划(&amp;O)</translation>
    </message>
    <message>
        <source>Drop these values and show the plan&apos;s cheapest deployment again</source>
        <translation>放弃这些数值，重新显示规划中最便宜的部署</translation>
    </message>
    <message>
        <source>%1: %2 a month (disk %3)</source>
        <translation>%1：每月 %2（含磁盘 %3）</translation>
    </message>
    <message>
        <source>Exchange rate: %1.</source>
        <translation>汇率：%1。</translation>
    </message>
</context>
<context>
    <name>gp::CumulativeCostChart</name>
    <message>
        <source>Cumulative cost (%1)</source>
        <translation>累计费用（%1）</translation>
    </message>
    <message>
        <source>Months</source>
        <translation>月</translation>
    </message>
    <message>
        <source>Break-even</source>
        <translation>盈亏平衡点</translation>
    </message>
    <message>
        <source>month %1</source>
        <translation>第 %1 月</translation>
    </message>
    <message>
        <source>Cannot write %1.</source>
        <translation>无法写入 %1。</translation>
    </message>
</context>
<context>
    <name>gp::DeploymentSearch</name>
    <message>
        <source>Ethernet</source>
        <translation>以太网</translation>
    </message>
    <message>
        <source>%1 instances × %2</source>
        <translation>%1 个实例 × %2</translation>
    </message>
    <message>
        <source>spot (interruptible)</source>
        <translation>竞价（可中断）</translation>
    </message>
    <message>
        <source>%1, per second</source>
        <translation>%1，按秒结算</translation>
    </message>
    <message>
        <source>%1, per minute</source>
        <translation>%1，按分钟结算</translation>
    </message>
    <message>
        <source>%1, whole hours</source>
        <translation>%1，按整小时结算</translation>
    </message>
    <message>
        <source>%1 (stale price)</source>
        <translation>%1（价格已过期）</translation>
    </message>
    <message>
        <source>%1 %2 Gb/s</source>
        <translation>%1 %2 Gb/s</translation>
    </message>
    <message>
        <source>Spot capacity for a service: the provider may stop it at any time; keep a fallback.</source>
        <translation>用竞价实例提供服务：平台随时可能停止实例；请准备好备用方案。</translation>
    </message>
    <message>
        <source>Spot: %1 interruptions an hour, each repeating half a %2-minute checkpoint interval plus a %3-minute restart (%4 % more work).</source>
        <translation>竞价实例：每小时中断 %1 次，每次需重做半个 %2 分钟的检查点间隔，外加 %3 分钟重启（工作量增加 %4 %）。</translation>
    </message>
    <message>
        <source>No GPU in the catalog holds this work within the search limits.</source>
        <translation>在搜索限制内，目录中没有放得下这项工作的 GPU。</translation>
    </message>
    <message>
        <source>Closest: %1</source>
        <translation>最接近的：%1</translation>
    </message>
    <message numerus="yes">
        <source>%n offer(s) of GPUs that fit would need several instances, but their providers list no cluster network for them.</source>
        <translation>
            <numerusform>有 %n 个放得下的 GPU 套餐需要多个实例，但其平台没有为它们列出集群网络。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n offer(s) cannot launch that many instances on one network.</source>
        <translation>
            <numerusform>有 %n 个套餐无法在同一网络中启动这么多实例。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n offer(s) have too few cards, or too little usable memory, for the layout.</source>
        <translation>
            <numerusform>有 %n 个套餐的卡数太少或可用显存不足，无法满足该并行布局。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n offer(s) cannot make exactly the GPUs or nodes asked for.</source>
        <translation>
            <numerusform>有 %n 个套餐无法恰好凑出所要求的 GPU 数或节点数。</numerusform>
        </translation>
    </message>
    <message>
        <source>Spot prices were left out for an always-on service (allow them with --allow-spot).</source>
        <translation>全天候运行的服务已排除竞价价格（可用 --allow-spot 允许）。</translation>
    </message>
    <message>
        <source>Only %1 hold this work, and no offer in the catalogs rents them.</source>
        <translation>只有 %1 放得下这项工作，而目录中没有出租它们的套餐。</translation>
    </message>
    <message numerus="yes">
        <source>priced %1, %n day(s) ago</source>
        <translation>
            <numerusform>报价日期 %1，%n 天前</numerusform>
        </translation>
    </message>
    <message>
        <source>its source gives no date</source>
        <translation>来源未注明日期</translation>
    </message>
    <message>
        <source>A stale price would cost less: %1 at %2 (%3). The answer uses the cheapest fresh price, %4 at %5; check the stale one with its provider before counting on it.</source>
        <translation>有一个已过期的价格更便宜：%1，共 %2（%3）。方案采用最便宜的有效价格：%4，共 %5；如想用过期的那个，请先向服务商核实。</translation>
    </message>
    <message>
        <source>%1 h</source>
        <translation>%1 小时</translation>
    </message>
    <message>
        <source>%1 h (%2)</source>
        <translation>%1 小时（%2）</translation>
    </message>
    <message>
        <source>%1 (%2–%3)</source>
        <translation>%1（%2–%3）</translation>
    </message>
</context>
<context>
    <name>gp::ErrorBands</name>
    <message>
        <source>measured on this GPU (±%1 %)</source>
        <translation>在这块 GPU 上实测（±%1 %）</translation>
    </message>
    <message numerus="yes">
        <source>10th–90th percentile of %n published run(s) of the class &quot;%1&quot;, each predicted without its own source</source>
        <translation>
            <numerusform>“%1”类 %n 次已公开运行的第 10–90 百分位，每次都在不使用其自身来源的情况下预测</numerusform>
        </translation>
    </message>
    <message>
        <source>%1–%2</source>
        <translation>%1–%2</translation>
    </message>
</context>
<context>
    <name>gp::ExchangeRate</name>
    <message>
        <source>1 USD = %1 (undated)</source>
        <translation>1 美元 = %1（无日期）</translation>
    </message>
    <message>
        <source>1 USD = %1 (%2)</source>
        <translation>1 美元 = %1（%2）</translation>
    </message>
    <message>
        <source>1 USD = %1 (%2, %3)</source>
        <translation>1 美元 = %1（%2，%3）</translation>
    </message>
</context>
<context>
    <name>gp::ExchangeRateDialog</name>
    <message>
        <source>Exchange rate</source>
        <translation>汇率</translation>
    </message>
    <message>
        <source>&amp;Refresh from the web</source>
        <translation>从网上刷新(&amp;R)</translation>
    </message>
    <message>
        <source>Fetch today&apos;s USD→CNY reference rate (European Central Bank, via %1)</source>
        <translation>获取今天的美元→人民币参考汇率（欧洲央行，经由 %1）</translation>
    </message>
    <message>
        <source>1 USD = ¥</source>
        <translation>1 美元 = ¥</translation>
    </message>
    <message>
        <source>&amp;Use my own rate</source>
        <translation>使用我自己的汇率(&amp;U)</translation>
    </message>
    <message>
        <source>&amp;Forget my own rate</source>
        <translation>忘掉我自己的汇率(&amp;F)</translation>
    </message>
    <message>
        <source>Refreshed: %1.</source>
        <translation>已刷新：%1。</translation>
    </message>
    <message>
        <source>The settings file %1 could not be written.</source>
        <translation>无法写入设置文件 %1。</translation>
    </message>
    <message>
        <source>Fetching today&apos;s rate…</source>
        <translation>正在获取今天的汇率…</translation>
    </message>
    <message>
        <source>Your own rate is used from now on.</source>
        <translation>从现在起使用你自己的汇率。</translation>
    </message>
    <message>
        <source>Your own rate is forgotten.</source>
        <translation>已忘掉你自己的汇率。</translation>
    </message>
    <message>
        <source>Every converted figure uses: %1</source>
        <translation>所有换算金额使用：%1</translation>
    </message>
    <message>
        <source>The catalog&apos;s own: %1</source>
        <translation>目录自带的：%1</translation>
    </message>
    <message>
        <source>Last refreshed: %1</source>
        <translation>上次刷新：%1</translation>
    </message>
</context>
<context>
    <name>gp::Fees</name>
    <message>
        <source>Data transfer in</source>
        <translation>数据传入</translation>
    </message>
    <message>
        <source>Disk while running</source>
        <translation>运行时磁盘</translation>
    </message>
    <message>
        <source>Disk while stopped</source>
        <translation>关机时磁盘</translation>
    </message>
    <message>
        <source>Egress (results out)</source>
        <translation>出网流量（结果导出）</translation>
    </message>
    <message>
        <source>%1, once</source>
        <translation>%1，一次性</translation>
    </message>
    <message>
        <source>%1; the provider does not charge data coming in</source>
        <translation>%1；平台不对传入数据收费</translation>
    </message>
    <message numerus="yes">
        <source>%1 GB beyond the %2 GB included × %3%4 per GB-month × %5 h × %n instance(s)</source>
        <translation>
            <numerusform>超出赠送 %2 GB 的 %1 GB × 每 GB·月 %3%4 × %5 小时 × %n 台实例</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 GB of trained weights × %2%3 per GB</source>
        <translation>%1 GB 训练所得权重 × 每 GB %2%3</translation>
    </message>
    <message>
        <source>The catalog does not list %1&apos;s disk and egress fees: its totals leave them out.</source>
        <translation>目录中没有 %1 的磁盘与出网流量费用：其总价未包含这些费用。</translation>
    </message>
    <message>
        <source>%1 %2</source>
        <translation>%1 %2</translation>
    </message>
    <message>
        <source>%1 beyond the instances (%2)</source>
        <translation>实例之外另需 %1（%2）</translation>
    </message>
</context>
<context>
    <name>gp::FitSearch</name>
    <message>
        <source>none</source>
        <translation>无需</translation>
    </message>
    <message>
        <source>PCIe is enough</source>
        <translation>PCIe 即可</translation>
    </message>
    <message>
        <source>NVLink</source>
        <translation>NVLink</translation>
    </message>
    <message>
        <source>PCIe</source>
        <translation>PCIe</translation>
    </message>
    <message>
        <source>%1 inside each node; InfiniBand, RoCE or EFA between %2 nodes</source>
        <translation>每个节点内用 %1；%2 个节点之间用 InfiniBand、RoCE 或 EFA</translation>
    </message>
    <message>
        <source>data parallel × %1, ZeRO-%2</source>
        <translation>数据并行 × %1，ZeRO-%2</translation>
    </message>
    <message>
        <source>data parallel × %1</source>
        <translation>数据并行 × %1</translation>
    </message>
    <message>
        <source>%1 replicas</source>
        <translation>%1 个副本</translation>
    </message>
    <message>
        <source>tensor parallel × %1</source>
        <translation>张量并行 × %1</translation>
    </message>
    <message>
        <source>pipeline × %1</source>
        <translation>流水线并行 × %1</translation>
    </message>
    <message>
        <source>one card</source>
        <translation>单卡</translation>
    </message>
    <message>
        <source>an assumed %1 Gb/s fabric</source>
        <translation>假定的 %1 Gb/s 集群网络</translation>
    </message>
    <message>
        <source>No layout is possible within the limits (%1 GPUs, %2 nodes).</source>
        <translation>在限制条件下（GPU 数：%1，节点数：%2）没有可行的并行布局。</translation>
    </message>
    <message>
        <source>any</source>
        <translation>不限</translation>
    </message>
    <message>
        <source>Does not fit in %1 cards (%2): %3 GiB per card needed, %4 GiB on a %5.</source>
        <translation>%1 张卡（%2）放不下：每卡需要 %3 GiB，而 %5 只有 %4 GiB。</translation>
    </message>
    <message>
        <source>The model does not fit on %1 %2 cards (%3 GiB per card needed).</source>
        <translation>%1 张 %2 放不下该模型（每卡需要 %3 GiB）。</translation>
    </message>
    <message>
        <source>%1 cannot reach %2 tokens/s per user for %3 users within %4 GPUs.</source>
        <translation>在 %4 块 GPU 以内，%1 无法为 %3 个用户各提供每秒 %2 个 token。</translation>
    </message>
</context>
<context>
    <name>gp::GpuCatalog</name>
    <message>
        <source>%1 is not a valid GPU catalog: %2</source>
        <translation>%1 不是有效的 GPU 目录：%2</translation>
    </message>
    <message>
        <source>%1: gpus[%2] needs an id, memory_gb, bandwidth_gbps and a 16-bit tensor rate.</source>
        <translation>%1：gpus[%2] 需要 id、memory_gb、bandwidth_gbps 以及 16 位张量算力。</translation>
    </message>
    <message>
        <source>%1: gpus[%2].purchase needs a price above 0, a date and a source.</source>
        <translation>%1：gpus[%2].purchase 需要大于 0 的价格、日期和来源。</translation>
    </message>
    <message>
        <source>%1: gpus[%2].purchase.source: the page cited (%3) is about %4, not %5.</source>
        <translation>%1：gpus[%2].purchase.source：所引用的页面（%3）讲的是 %4，而不是 %5。</translation>
    </message>
    <message>
        <source>none (FP16 %1)</source>
        <translation>无（FP16 %1）</translation>
    </message>
    <message>
        <source>≈ %1 (measured)</source>
        <translation>≈ %1（实测）</translation>
    </message>
    <message>
        <source>%1: gpus[%2].machine needs a price above 0, a currency, the GPUs it holds (1–64), a date (or null) and a source.</source>
        <translation>%1：gpus[%2].machine 需要大于 0 的价格、币种、所含 GPU 数（1–64）、日期（或 null）和来源。</translation>
    </message>
    <message>
        <source>date unknown</source>
        <translation>日期不明</translation>
    </message>
    <message>
        <source>the card alone %1 (%2)</source>
        <translation>单卡 %1（%2）</translation>
    </message>
    <message numerus="yes">
        <source>%1 a whole machine with %n card(s) (%2)</source>
        <translation>
            <numerusform>整机 %1，含 %n 张卡（%2）</numerusform>
        </translation>
    </message>
    <message>
        <source>no whole-machine price cited: add the host</source>
        <translation>没有可引用的整机价格：请加上主机费用</translation>
    </message>
</context>
<context>
    <name>gp::GpuFitModel</name>
    <message>
        <source>does not fit</source>
        <translation>放不下</translation>
    </message>
    <message>
        <source>no offer in the catalogs</source>
        <translation>目录中没有套餐</translation>
    </message>
    <message>
        <source>GPU</source>
        <translation>GPU</translation>
    </message>
    <message>
        <source>Cards</source>
        <translation>卡数</translation>
    </message>
    <message>
        <source>GiB per card</source>
        <translation>每卡 GiB</translation>
    </message>
    <message>
        <source>Headroom</source>
        <translation>余量</translation>
    </message>
    <message>
        <source>Hours per run</source>
        <translation>每次小时数</translation>
    </message>
    <message>
        <source>Cheapest offer</source>
        <translation>最便宜的套餐</translation>
    </message>
    <message>
        <source>Cost per month</source>
        <translation>每月费用</translation>
    </message>
    <message>
        <source>Cost per run</source>
        <translation>每次费用</translation>
    </message>
    <message>
        <source>Tokens/s per %1/h</source>
        <translation>每 %1/小时 的 token/秒</translation>
    </message>
    <message>
        <source>M tokens per %1</source>
        <translation>每 %1 的百万 token</translation>
    </message>
    <message>
        <source>%1 (%2), price of %3 (%4)</source>
        <translation>%1（%2），价格日期 %3（%4）</translation>
    </message>
    <message>
        <source>Billing</source>
        <translation>计费方式</translation>
    </message>
    <message>
        <source>Per month (average)</source>
        <translation>每月（平均）</translation>
    </message>
    <message>
        <source>Tokens/s per user</source>
        <translation>每用户 token/秒</translation>
    </message>
</context>
<context>
    <name>gp::GpuMonitor</name>
    <message>
        <source>nvidia-smi printed a line GPU Planner cannot read (line %1): %2</source>
        <translation>nvidia-smi 输出了一行 GPU Planner 无法读取的内容（第 %1 行）：%2</translation>
    </message>
    <message>
        <source>This instance has no nvidia-smi: no NVIDIA driver is installed, so there are no GPUs to watch.</source>
        <translation>此实例没有 nvidia-smi：未安装 NVIDIA 驱动，因此没有可监控的 GPU。</translation>
    </message>
    <message>
        <source>nvidia-smi failed on the instance: %1</source>
        <translation>实例上的 nvidia-smi 运行失败：%1</translation>
    </message>
</context>
<context>
    <name>gp::GpuOffersModel</name>
    <message>
        <source>The plan&apos;s answer: the cheapest fresh price within the constraints.</source>
        <translation>规划的答案：约束条件内最便宜的有效价格。</translation>
    </message>
    <message>
        <source>Source: %1</source>
        <translation>来源：%1</translation>
    </message>
    <message>
        <source>This price is %1 days old: check it before you rely on it.</source>
        <translation>此价格已是 %1 天前的：使用前请先核实。</translation>
    </message>
    <message>
        <source>The source gives no date: check this price before you rely on it.</source>
        <translation>来源未注明日期：使用此价格前请先核实。</translation>
    </message>
    <message>
        <source>★ %1</source>
        <translation>★ %1</translation>
    </message>
    <message>
        <source>%1 / %2</source>
        <translation>%1 / %2</translation>
    </message>
    <message>
        <source>%1 (stale)</source>
        <translation>%1（已过期）</translation>
    </message>
    <message>
        <source>Provider</source>
        <translation>平台</translation>
    </message>
    <message>
        <source>GPUs</source>
        <translation>GPU</translation>
    </message>
    <message>
        <source>Billing</source>
        <translation>计费方式</translation>
    </message>
    <message>
        <source>Price</source>
        <translation>价格</translation>
    </message>
    <message>
        <source>Price date</source>
        <translation>报价日期</translation>
    </message>
    <message>
        <source>Confidence</source>
        <translation>可信度</translation>
    </message>
    <message>
        <source>Instances</source>
        <translation>实例</translation>
    </message>
    <message>
        <source>Total</source>
        <translation>合计</translation>
    </message>
</context>
<context>
    <name>gp::GpuTab</name>
    <message>
        <source>Add to &quot;%1&quot;</source>
        <translation>添加到“%1”</translation>
    </message>
    <message>
        <source>No offer in the catalogs runs this plan within its constraints.</source>
        <translation>在约束条件内，目录中没有能运行此规划的套餐。</translation>
    </message>
    <message numerus="yes">
        <source>Every offer of %1 that runs the plan: %n deployment(s), fresh prices first; ★ marks the plan&apos;s answer.</source>
        <translation>
            <numerusform>能运行此规划的 %1 全部套餐：共 %n 个部署方案，有效价格在前；★ 标出规划的答案。</numerusform>
        </translation>
    </message>
    <message>
        <source>Add to budget</source>
        <translation>加入预算</translation>
    </message>
    <message>
        <source>Put the selected GPU&apos;s deployment (or the cheapest) into a budget scenario</source>
        <translation>把选中 GPU 的部署方案（未选中时用最便宜的）加入预算场景</translation>
    </message>
    <message>
        <source>Filter GPUs…</source>
        <translation>筛选 GPU…</translation>
    </message>
    <message>
        <source>Only GPUs that fit</source>
        <translation>只看放得下的 GPU</translation>
    </message>
    <message>
        <source>GPUs for this plan</source>
        <translation>适合此规划的 GPU</translation>
    </message>
    <message>
        <source>Every offer of the selected GPU</source>
        <translation>所选 GPU 的全部套餐</translation>
    </message>
</context>
<context>
    <name>gp::GpuUsageChart</name>
    <message>
        <source>GPU utilization (solid) and memory in use (dashed)</source>
        <translation>GPU 利用率（实线）与显存占用（虚线）</translation>
    </message>
    <message>
        <source>Percent</source>
        <translation>百分比</translation>
    </message>
    <message>
        <source>GPU %1 utilization</source>
        <translation>GPU %1 利用率</translation>
    </message>
    <message>
        <source>GPU %1 memory</source>
        <translation>GPU %1 显存</translation>
    </message>
    <message>
        <source>Minutes since monitoring started</source>
        <translation>自开始监控起的分钟数</translation>
    </message>
</context>
<context>
    <name>gp::Guard</name>
    <message>
        <source>Give a maximum runtime, an idle time, or both.</source>
        <translation>请给出最长运行时间、空闲时间，或两者。</translation>
    </message>
    <message>
        <source>The guard script is missing from this build.</source>
        <translation>此构建中缺少守护脚本。</translation>
    </message>
    <message>
        <source>Installing the guard failed: %1</source>
        <translation>安装守护失败：%1</translation>
    </message>
    <message>
        <source>A provider token is one line.</source>
        <translation>服务商令牌只能是一行。</translation>
    </message>
    <message>
        <source>The guard&apos;s notifications must be one line.</source>
        <translation>守护的通知配置必须是一行。</translation>
    </message>
    <message>
        <source>The guard holds your %1 account&apos;s API token on the instance (readable only by its user, and by root there).</source>
        <translation>守护进程在实例上保存了你的 %1 账户 API token（只有该用户和实例上的 root 可读）。</translation>
    </message>
</context>
<context>
    <name>gp::GuardTab</name>
    <message>
        <source>No guard is installed on this instance.</source>
        <translation>此实例上未安装守护。</translation>
    </message>
    <message>
        <source>The guard is installed and running.</source>
        <translation>守护已安装并在运行。</translation>
    </message>
    <message>
        <source>The guard is installed but not running.</source>
        <translation>守护已安装但未运行。</translation>
    </message>
    <message>
        <source>Guard log:</source>
        <translation>守护日志：</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a duration such as 8h, 30m or 2h30m.</source>
        <translation>“%1”不是形如 8h、30m 或 2h30m 的时长。</translation>
    </message>
    <message>
        <source>Set a maximum runtime, an idle time, or both.</source>
        <translation>请设置最长运行时间、空闲时间，或两者都设。</translation>
    </message>
    <message>
        <source>Maximum &amp;runtime:</source>
        <translation>最长运行时间(&amp;R)：</translation>
    </message>
    <message>
        <source>e.g. 8h or 2h30m; empty: no limit</source>
        <translation>如 8h 或 2h30m；留空：不限</translation>
    </message>
    <message>
        <source>Release when &amp;idle for:</source>
        <translation>空闲多久后释放(&amp;I)：</translation>
    </message>
    <message>
        <source>GPU utilization under the threshold and no SSH session for this long; empty: no idle watchdog</source>
        <translation>GPU 利用率低于阈值且无 SSH 会话持续这么久；留空：不启用空闲看门狗</translation>
    </message>
    <message>
        <source>Idle means &amp;under:</source>
        <translation>空闲指利用率低于(&amp;U)：</translation>
    </message>
    <message>
        <source>Release &amp;command:</source>
        <translation>释放命令(&amp;C)：</translation>
    </message>
    <message>
        <source>Runs on the instance when a guard fires: shutdown, or your provider&apos;s own stop API</source>
        <translation>守护触发时在实例上运行：关机，或服务商自己的停机 API</translation>
    </message>
    <message>
        <source>&amp;Install guard</source>
        <translation>安装守护(&amp;I)</translation>
    </message>
    <message>
        <source>Show</source>
        <translation>查看</translation>
    </message>
    <message>
        <source>Remove guard</source>
        <translation>移除守护</translation>
    </message>
    <message>
        <source>Stop it through %1&apos;s API</source>
        <translation>通过 %1 的 API 停止实例</translation>
    </message>
    <message>
        <source>Release it through %1&apos;s API</source>
        <translation>通过 %1 的 API 释放实例</translation>
    </message>
    <message>
        <source>Run the release command</source>
        <translation>运行释放命令</translation>
    </message>
    <message>
        <source>A launched instance is stopped or released through its provider&apos;s API, which ends the bill; otherwise the release command runs on the instance</source>
        <translation>通过 API 启动的实例由其服务商的 API 停止或释放，从而结束计费；否则在实例上运行释放命令</translation>
    </message>
    <message>
        <source>&amp;When it fires:</source>
        <translation>触发时(&amp;W)：</translation>
    </message>
</context>
<context>
    <name>gp::GuiCommandLine</name>
    <message>
        <source>Language of the interface: en or zh_CN (default: the saved choice, else the system locale).</source>
        <translation>界面语言：en 或 zh_CN（默认：已保存的选择，否则按系统区域设置）。</translation>
    </message>
    <message>
        <source>The page to show first: plan, costs, budget, catalogs or console (console/jobs for the Console&apos;s Jobs tab).</source>
        <translation>首先显示的页面：plan、costs、budget、catalogs 或 console（console/jobs 为控制台的作业标签页）。</translation>
    </message>
    <message>
        <source>A plan file to open.</source>
        <translation>要打开的规划文件。</translation>
    </message>
</context>
<context>
    <name>gp::GuideWindow</name>
    <message>
        <source>GPU Planner guide</source>
        <translation>算力规划 使用指南</translation>
    </message>
    <message>
        <source>Screenshot: %1</source>
        <translation>截图：%1</translation>
    </message>
</context>
<context>
    <name>gp::HeldConnection</name>
    <message>
        <source>Another process already holds this connection (%1).</source>
        <translation>另一个进程已经保持着这个连接（%1）。</translation>
    </message>
    <message>
        <source>The process holding the connection (%1) ended before the command finished; check on the instance what it did before running it again.</source>
        <translation>保持连接的进程（%1）在命令完成前就结束了；再次运行前，请先在实例上查看它做了什么。</translation>
    </message>
    <message>
        <source>Cannot create %1: %2</source>
        <translation>无法创建 %1：%2</translation>
    </message>
    <message>
        <source>%1 must be a folder of your own that only you can open (mode 0700).</source>
        <translation>%1 必须是属于你自己、只有你能打开的文件夹（权限 0700）。</translation>
    </message>
    <message>
        <source>The socket path %1 is too long.</source>
        <translation>套接字路径 %1 太长。</translation>
    </message>
    <message>
        <source>Cannot create a socket: %1</source>
        <translation>无法创建套接字：%1</translation>
    </message>
    <message>
        <source>Cannot listen on %1: %2</source>
        <translation>无法在 %1 上监听：%2</translation>
    </message>
    <message>
        <source>Waiting for commands failed: %1</source>
        <translation>等待命令失败：%1</translation>
    </message>
</context>
<context>
    <name>gp::HostProfileDialog</name>
    <message>
        <source>Host profile</source>
        <translation>主机配置</translation>
    </message>
    <message>
        <source>e.g. autodl-4090</source>
        <translation>例如 autodl-4090</translation>
    </message>
    <message>
        <source>Paste the provider&apos;s line: ssh -p 12345 root@region-1.example.com</source>
        <translation>粘贴服务商给的命令：ssh -p 12345 root@region-1.example.com</translation>
    </message>
    <message>
        <source>default (~/.ssh/config or 22)</source>
        <translation>默认（~/.ssh/config 或 22）</translation>
    </message>
    <message>
        <source>default (~/.ssh/config or your user name)</source>
        <translation>默认（~/.ssh/config 或你的用户名）</translation>
    </message>
    <message>
        <source>Key file or default keys</source>
        <translation>密钥文件或默认密钥</translation>
    </message>
    <message>
        <source>SSH agent</source>
        <translation>SSH agent</translation>
    </message>
    <message>
        <source>Password (kept in the system keychain)</source>
        <translation>密码（保存在系统钥匙串中）</translation>
    </message>
    <message>
        <source>~/.ssh/id_ed25519 and the agent when empty</source>
        <translation>留空时使用 ~/.ssh/id_ed25519 和 agent</translation>
    </message>
    <message>
        <source>Browse…</source>
        <translation>浏览…</translation>
    </message>
    <message>
        <source>Private key</source>
        <translation>私钥</translation>
    </message>
    <message>
        <source>None</source>
        <translation>无</translation>
    </message>
    <message>
        <source>&amp;Name:</source>
        <translation>名称(&amp;N)：</translation>
    </message>
    <message>
        <source>SSH &amp;command:</source>
        <translation>SSH 命令(&amp;C)：</translation>
    </message>
    <message>
        <source>&amp;Host:</source>
        <translation>主机(&amp;H)：</translation>
    </message>
    <message>
        <source>&amp;Port:</source>
        <translation>端口(&amp;P)：</translation>
    </message>
    <message>
        <source>&amp;User:</source>
        <translation>用户(&amp;U)：</translation>
    </message>
    <message>
        <source>Sign in &amp;with:</source>
        <translation>登录方式(&amp;W)：</translation>
    </message>
    <message>
        <source>&amp;Key file:</source>
        <translation>密钥文件(&amp;K)：</translation>
    </message>
    <message>
        <source>Rented &amp;offer:</source>
        <translation>租用报价(&amp;O)：</translation>
    </message>
    <message>
        <source>Give the profile a name.</source>
        <translation>请给配置起个名字。</translation>
    </message>
    <message>
        <source>Say which host to connect to (or paste the provider&apos;s ssh command).</source>
        <translation>请填写要连接的主机（或粘贴服务商的 ssh 命令）。</translation>
    </message>
    <message>
        <source>The key file %1 does not exist.</source>
        <translation>密钥文件 %1 不存在。</translation>
    </message>
</context>
<context>
    <name>gp::HostProfileStore</name>
    <message>
        <source>Cannot read %1: %2</source>
        <translation>无法读取 %1：%2</translation>
    </message>
    <message>
        <source>%1 is damaged: %2</source>
        <translation>%1 已损坏：%2</translation>
    </message>
    <message>
        <source>not JSON (%1 at byte %2)</source>
        <translation>不是 JSON（第 %2 字节处：%1）</translation>
    </message>
    <message>
        <source>written by a newer GPU Planner (format %1)</source>
        <translation>由更新版本的 GPU Planner 写入（格式 %1）</translation>
    </message>
    <message>
        <source>No host profile is named &apos;%1&apos;; there are none yet.</source>
        <translation>没有名为“%1”的主机配置；目前还没有任何主机配置。</translation>
    </message>
    <message>
        <source>No host profile is named &apos;%1&apos;; there are: %2.</source>
        <translation>没有名为“%1”的主机配置；现有：%2。</translation>
    </message>
    <message>
        <source>host %1 has a launch_rate without a non-negative amount and a currency (CNY or USD)</source>
        <translation>第 %1 个主机的 launch_rate 缺少非负金额或币种（CNY 或 USD）</translation>
    </message>
    <message>
        <source>host %1 needs a name, a host (unless launched through a provider&apos;s API), a port from 1 to 65535 and auth key, agent or password</source>
        <translation>第 %1 个主机需要名称、主机地址（通过服务商 API 启动的除外）、1 到 65535 之间的端口，以及 key、agent 或 password 认证方式</translation>
    </message>
</context>
<context>
    <name>gp::InstanceRecords</name>
    <message>
        <source>a smoke test has no valid &quot;at&quot; time (ISO 8601 expected)</source>
        <translation>某次冒烟测试缺少有效的 &quot;at&quot; 时间（应为 ISO 8601）</translation>
    </message>
    <message>
        <source>a smoke test has no &quot;checks&quot; array</source>
        <translation>某次冒烟测试缺少 &quot;checks&quot; 数组</translation>
    </message>
    <message>
        <source>a smoke check has no &quot;id&quot;</source>
        <translation>某项冒烟检查缺少 &quot;id&quot;</translation>
    </message>
    <message>
        <source># Smoke test of %1</source>
        <translation># %1 的冒烟测试</translation>
    </message>
    <message>
        <source>Run at %1 (UTC)</source>
        <translation>运行于 %1（UTC）</translation>
    </message>
    <message>
        <source>, checked against offer %1</source>
        <translation>，对照报价 %1</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>结果</translation>
    </message>
    <message>
        <source>Check</source>
        <translation>检查项</translation>
    </message>
    <message>
        <source>Measured</source>
        <translation>实测</translation>
    </message>
    <message>
        <source>Expected</source>
        <translation>预期</translation>
    </message>
    <message>
        <source>What it means</source>
        <translation>含义</translation>
    </message>
    <message>
        <source>a spend record has no valid &quot;start&quot; time (ISO 8601 expected)</source>
        <translation>某条花费记录缺少有效的 &quot;start&quot; 时间（应为 ISO 8601）</translation>
    </message>
    <message>
        <source>a spend record needs non-negative &quot;hours&quot; and &quot;amount&quot;</source>
        <translation>花费记录的 &quot;hours&quot; 和 &quot;amount&quot; 必须为非负数</translation>
    </message>
    <message>
        <source>a spend record has currency &quot;%1&quot; (CNY or USD expected)</source>
        <translation>某条花费记录的币种为“%1”（应为 CNY 或 USD）</translation>
    </message>
    <message>
        <source>a smoke test&apos;s run has method &quot;%1&quot; (printed, steps or none expected)</source>
        <translation>冒烟测试的运行记录方法为“%1”（应为 printed、steps 或 none）</translation>
    </message>
    <message>
        <source>a smoke test&apos;s run needs a positive &quot;tokens_per_second&quot;</source>
        <translation>冒烟测试的运行记录需要一个正的“tokens_per_second”</translation>
    </message>
    <message>
        <source>a smoke test&apos;s run has a number out of range</source>
        <translation>冒烟测试的运行记录中有超出范围的数字</translation>
    </message>
    <message numerus="yes">
        <source>%n passed</source>
        <translation>
            <numerusform>%n 项通过</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n warning(s)</source>
        <translation>
            <numerusform>%n 项警告</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n failed</source>
        <translation>
            <numerusform>%n 项失败</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 is not a JSON smoke report: %2</source>
        <translation>%1 不是 JSON 格式的冒烟测试报告：%2</translation>
    </message>
    <message>
        <source>not an object</source>
        <translation>不是对象</translation>
    </message>
    <message>
        <source>%1 has no &quot;digest&quot;: only a smoke report (smoke-test --json, or one exported as JSON) carries one</source>
        <translation>%1 没有“digest”：只有冒烟测试报告（smoke-test --json 或导出为 JSON 的报告）才带有摘要</translation>
    </message>
    <message>
        <source>%1 % of the promised TFLOPS</source>
        <translation>承诺 TFLOPS 的 %1 %</translation>
    </message>
    <message>
        <source>%1 % of the memory bandwidth</source>
        <translation>显存带宽的 %1 %</translation>
    </message>
    <message>
        <source>%1 % of the memory</source>
        <translation>显存容量的 %1 %</translation>
    </message>
    <message>
        <source>Delivered %1.</source>
        <translation>实际交付：%1。</translation>
    </message>
    <message>
        <source>%1 a delivered TFLOP-hour.</source>
        <translation>每实际交付 TFLOP·小时 %1。</translation>
    </message>
    <message>
        <source>smoke check &quot;%1&quot; has status &quot;%2&quot; (pass, warn, fail or skipped expected)</source>
        <translation>冒烟检查“%1”的状态为“%2”（应为 pass、warn、fail 或 skipped）</translation>
    </message>
    <message numerus="yes">
        <source>%n skipped</source>
        <translation>
            <numerusform>%n 项跳过</numerusform>
        </translation>
    </message>
    <message>
        <source>Host key: %1</source>
        <translation>主机密钥：%1</translation>
    </message>
    <message>
        <source>SHA-256 of the JSON report: %1 (check it with gpuplanner-cli report verify)</source>
        <translation>JSON 报告的 SHA-256：%1（可用 gpuplanner-cli report verify 校验）</translation>
    </message>
    <message>
        <source>a job run has no &quot;name&quot;</source>
        <translation>作业运行记录缺少 &quot;name&quot;</translation>
    </message>
    <message>
        <source>job run &quot;%1&quot; needs valid &quot;started&quot; and &quot;ended&quot; times (ISO 8601, the end not before the start)</source>
        <translation>作业运行“%1”需要有效的 &quot;started&quot; 和 &quot;ended&quot; 时间（ISO 8601，结束不早于开始）</translation>
    </message>
    <message>
        <source>job run &quot;%1&quot; needs a non-negative &quot;amount&quot; and a &quot;currency&quot; (CNY or USD)</source>
        <translation>作业运行“%1”需要非负的 &quot;amount&quot; 和 &quot;currency&quot;（CNY 或 USD）</translation>
    </message>
    <message>
        <source>job run &quot;%1&quot; needs &quot;gpus&quot; from 1 to 4096 and &quot;gpu_hours&quot; from 0 to gpus × the hours between &quot;started&quot; and &quot;ended&quot;</source>
        <translation>作业运行“%1”需要 1 到 4096 之间的 &quot;gpus&quot;，以及 0 到 gpus × &quot;started&quot; 与 &quot;ended&quot; 之间小时数的 &quot;gpu_hours&quot;</translation>
    </message>
    <message>
        <source>the catalog</source>
        <translation>价格目录</translation>
    </message>
    <message>
        <source>the price confirmed at launch</source>
        <translation>启动时确认的价格</translation>
    </message>
    <message>
        <source>%1/h</source>
        <translation>%1/小时</translation>
    </message>
    <message>
        <source>Billed %1; nothing was expected to compare with.</source>
        <translation>实际计费 %1；没有可比较的预期价格。</translation>
    </message>
    <message>
        <source>Billed %1, expected %2 from %3: within 5 %.</source>
        <translation>实际计费 %1，按%3预期 %2：相差在 5 % 以内。</translation>
    </message>
    <message>
        <source>Billed %1, expected %2 from %3: %4 % more.</source>
        <translation>实际计费 %1，按%3预期 %2：高出 %4 %。</translation>
    </message>
    <message>
        <source>Billed %1, expected %2 from %3: %4 % less.</source>
        <translation>实际计费 %1，按%3预期 %2：低了 %4 %。</translation>
    </message>
    <message>
        <source>a billed rate has no valid &quot;at&quot; time (ISO 8601 expected)</source>
        <translation>计费费率记录缺少有效的“at”时间（应为 ISO 8601）</translation>
    </message>
    <message>
        <source>a billed rate needs non-negative &quot;billed&quot; and &quot;expected&quot; amounts</source>
        <translation>计费费率记录需要非负的“billed”和“expected”金额</translation>
    </message>
    <message>
        <source>a billed rate needs billed_currency and expected_currency (CNY or USD)</source>
        <translation>计费费率记录需要 billed_currency 和 expected_currency（CNY 或 USD）</translation>
    </message>
    <message>
        <source>a billed rate&apos;s expected_from is &quot;%1&quot; (catalog or launch expected)</source>
        <translation>计费费率记录的 expected_from 为“%1”（应为 catalog 或 launch）</translation>
    </message>
    <message>
        <source>%1 gives &quot;%2&quot; twice: a report with a key given twice is not verified, since readers disagree on which one counts.</source>
        <translation>%1 中 &quot;%2&quot; 出现了两次：键重复的报告不予校验，因为不同的读取程序对以哪一个为准各执一词。</translation>
    </message>
</context>
<context>
    <name>gp::JobControl</name>
    <message>
        <source>queued</source>
        <translation>排队中</translation>
    </message>
    <message>
        <source>running</source>
        <translation>运行中</translation>
    </message>
    <message>
        <source>done</source>
        <translation>完成</translation>
    </message>
    <message>
        <source>failed (exit %1)</source>
        <translation>失败（退出码 %1）</translation>
    </message>
    <message>
        <source>stopped</source>
        <translation>已停止</translation>
    </message>
    <message>
        <source>interrupted (job resume restarts it)</source>
        <translation>已中断（job resume 会重启它）</translation>
    </message>
    <message>
        <source>unknown</source>
        <translation>未知</translation>
    </message>
    <message>
        <source>A job name is 1 to 64 letters, digits, &apos;.&apos;, &apos;_&apos; or &apos;-&apos;, not starting with &apos;.&apos;: &quot;%1&quot; is not.</source>
        <translation>作业名称须为 1 到 64 个字母、数字、“.”、“_”或“-”，且不以“.”开头：“%1”不符合。</translation>
    </message>
    <message>
        <source>GPUs are given as indexes separated by commas, such as 0,1: &quot;%1&quot; is not.</source>
        <translation>GPU 以逗号分隔的编号给出，例如 0,1：“%1”不符合。</translation>
    </message>
    <message>
        <source>Give the command to run after --.</source>
        <translation>请在 -- 之后给出要运行的命令。</translation>
    </message>
    <message>
        <source>The jobs script is missing from this build.</source>
        <translation>此构建缺少作业脚本。</translation>
    </message>
    <message>
        <source>A job named &quot;%1&quot; is queued or running already: stop it first, or choose another name.</source>
        <translation>名为“%1”的作业已在排队或运行：请先停止它，或换一个名称。</translation>
    </message>
    <message>
        <source>The instance could not queue the job: %1</source>
        <translation>实例无法将作业加入队列：%1</translation>
    </message>
    <message>
        <source>There is no job named &quot;%1&quot; on the instance.</source>
        <translation>实例上没有名为“%1”的作业。</translation>
    </message>
    <message>
        <source>Stopped job %1 and every process it started.</source>
        <translation>已停止作业 %1 及其启动的所有进程。</translation>
    </message>
    <message>
        <source>Nothing to resume: no job was cut short.</source>
        <translation>无需恢复：没有被中断的作业。</translation>
    </message>
    <message numerus="yes">
        <source>Resumed %n job(s): %1.</source>
        <translation>
            <numerusform>已恢复 %n 个作业：%1。</numerusform>
        </translation>
    </message>
    <message>
        <source>Another command held the jobs&apos; state on the instance for a minute; try again.</source>
        <translation>实例上的另一条命令占用作业状态已达一分钟，请重试。</translation>
    </message>
    <message>
        <source>The jobs script on the instance failed (exit %1): %2</source>
        <translation>实例上的作业脚本执行失败（退出码 %1）：%2</translation>
    </message>
    <message>
        <source>Job %1 is queued, and no runner on the instance could be started to run it.</source>
        <translation>作业 %1 正在排队，但实例上无法启动调度进程来运行它。</translation>
    </message>
    <message>
        <source>The instance&apos;s answer about the log of %1 was cut short.</source>
        <translation>实例关于 %1 日志的回复不完整。</translation>
    </message>
    <message>
        <source>Job %1 did not stop: some of its processes still run after TERM and KILL (%2). The GPU may still be billing; look at the instance.</source>
        <translation>作业 %1 未能停止：发送 TERM 和 KILL 之后仍有进程在运行（%2）。GPU 可能仍在计费，请检查实例。</translation>
    </message>
</context>
<context>
    <name>gp::JobTableModel</name>
    <message>
        <source>Job</source>
        <translation>作业</translation>
    </message>
    <message>
        <source>State</source>
        <translation>状态</translation>
    </message>
    <message>
        <source>Priority</source>
        <translation>优先级</translation>
    </message>
    <message>
        <source>GPUs</source>
        <translation>GPU</translation>
    </message>
    <message>
        <source>GPU-hours</source>
        <translation>GPU 小时</translation>
    </message>
    <message>
        <source>Started</source>
        <translation>开始时间</translation>
    </message>
    <message>
        <source>all %1 (alone)</source>
        <translation>全部 %1 块（独占）</translation>
    </message>
    <message>
        <source>Cost</source>
        <translation>费用</translation>
    </message>
</context>
<context>
    <name>gp::JobsTab</name>
    <message>
        <source>What runs instead of the command when a job cut short by a reboot or a preemption is resumed (empty: the command again)</source>
        <translation>因重启或抢占而中断的作业恢复时，代替原命令运行的命令（留空：再次运行原命令）</translation>
    </message>
    <message>
        <source>&amp;GPUs:</source>
        <translation>GPU(&amp;G)：</translation>
    </message>
    <message>
        <source>empty: all, one job at a time; 0,1: beside jobs on other GPUs</source>
        <translation>留空：独占全部 GPU，一次一个作业；0,1：与使用其他 GPU 的作业并行</translation>
    </message>
    <message>
        <source>&amp;Priority:</source>
        <translation>优先级(&amp;P)：</translation>
    </message>
    <message>
        <source>Queue the command on the instance; it keeps running when this connection ends</source>
        <translation>在实例上将命令加入队列；连接断开后它仍继续运行</translation>
    </message>
    <message>
        <source>&amp;Stop</source>
        <translation>停止(&amp;S)</translation>
    </message>
    <message>
        <source>Stop the selected job and every process it started</source>
        <translation>停止选中的作业及其启动的所有进程</translation>
    </message>
    <message>
        <source>After a reboot or a preemption: run again what was cut short</source>
        <translation>重启或抢占之后：重新运行被中断的作业</translation>
    </message>
    <message>
        <source>All jobs: %1 GPU-hours, %2 of the instance&apos;s cost (the rest of the cost meter&apos;s total is time no job ran).</source>
        <translation>全部作业：%1 GPU 小时，占实例费用 %2（费用计量总额的其余部分是没有作业运行的时间）。</translation>
    </message>
    <message>
        <source>All jobs: %1 GPU-hours. Link the profile to the offer you rented to see what each job costs.</source>
        <translation>全部作业：%1 GPU 小时。将主机配置关联到所租的套餐，即可看到每个作业的费用。</translation>
    </message>
    <message>
        <source>The plan already has every ended job.</source>
        <translation>规划中已包含所有已结束的作业。</translation>
    </message>
    <message numerus="yes">
        <source>Recorded %n job run(s) in the plan: %1 GPU-hours.</source>
        <translation>
            <numerusform>已在规划中记录 %n 次作业运行：%1 GPU 小时。</numerusform>
        </translation>
    </message>
    <message>
        <source>Record in p&amp;lan</source>
        <translation>记入规划(&amp;L)</translation>
    </message>
    <message>
        <source>Add the ended jobs&apos; GPU-hours and cost to the plan, for planned versus actual on the Budget page</source>
        <translation>把已结束作业的 GPU 小时和费用加入规划，用于预算页的计划与实际对比</translation>
    </message>
    <message>
        <source>Na&amp;me:</source>
        <translation>名称(&amp;M)：</translation>
    </message>
    <message>
        <source>C&amp;ommand:</source>
        <translation>命令(&amp;O)：</translation>
    </message>
    <message>
        <source>Resume &amp;with:</source>
        <translation>恢复命令(&amp;W)：</translation>
    </message>
    <message>
        <source>&amp;Run detached</source>
        <translation>后台运行(&amp;R)</translation>
    </message>
    <message>
        <source>Res&amp;ume</source>
        <translation>恢复(&amp;U)</translation>
    </message>
    <message>
        <source>
[… %1 of the log skipped …]
</source>
        <translation>
[……已跳过 %1 的日志……]
</translation>
    </message>
</context>
<context>
    <name>gp::JsonFields</name>
    <message>
        <source>must be a number from %1 to %2</source>
        <translation>必须是 %1 到 %2 之间的数</translation>
    </message>
    <message>
        <source>must be a whole number from %1 to %2</source>
        <translation>必须是 %1 到 %2 之间的整数</translation>
    </message>
    <message>
        <source>must be true or false</source>
        <translation>必须为 true 或 false</translation>
    </message>
    <message>
        <source>must be text</source>
        <translation>必须是文本</translation>
    </message>
    <message>
        <source>%1.%2: %3</source>
        <translation>%1.%2：%3</translation>
    </message>
</context>
<context>
    <name>gp::KeyInstaller</name>
    <message>
        <source>Cannot read %1: %2</source>
        <translation>无法读取 %1：%2</translation>
    </message>
    <message>
        <source>%1 is not an OpenSSH public key (one line starting with ssh-, ecdsa- or sk-).</source>
        <translation>%1 不是 OpenSSH 公钥（应为以 ssh-、ecdsa- 或 sk- 开头的一行）。</translation>
    </message>
    <message>
        <source>Adding the key failed: %1</source>
        <translation>添加密钥失败：%1</translation>
    </message>
</context>
<context>
    <name>gp::LambdaCloud</name>
    <message>
        <source>Lambda instances cannot be stopped: only released (terminated), which ends the bill and deletes the instance&apos;s disk.</source>
        <translation>Lambda 实例不能停机，只能释放（终止）：计费随之结束，实例磁盘也会被删除。</translation>
    </message>
    <message>
        <source>no &apos;data&apos; object in the instance types</source>
        <translation>实例类型中没有“data”对象</translation>
    </message>
    <message>
        <source>instance type %1 has no price_cents_per_hour</source>
        <translation>实例类型 %1 没有 price_cents_per_hour</translation>
    </message>
    <message>
        <source>Lambda needs an SSH public key to launch an instance.</source>
        <translation>Lambda 启动实例需要 SSH 公钥。</translation>
    </message>
    <message>
        <source>Lambda has no interruptible (spot) instances.</source>
        <translation>Lambda 没有可中断（竞价）实例。</translation>
    </message>
    <message>
        <source>Lambda has no capacity for %1 in any region right now.</source>
        <translation>Lambda 目前在所有区域都没有 %1 的余量。</translation>
    </message>
    <message>
        <source>the launch did not return one instance id</source>
        <translation>启动请求没有返回唯一的实例 ID</translation>
    </message>
    <message>
        <source>instance %1 came back without its id</source>
        <translation>返回的实例 %1 不带 ID</translation>
    </message>
    <message>
        <source>no &apos;data&apos; list of instances</source>
        <translation>没有“data”实例列表</translation>
    </message>
    <message>
        <source>%1 did not confirm that instance %2 is terminating; it may still bill. Look in %1&apos;s console.</source>
        <translation>%1 没有确认实例 %2 正在终止；它可能仍在计费。请到 %1 的控制台查看。</translation>
    </message>
</context>
<context>
    <name>gp::LaunchDialog</name>
    <message>
        <source>Launch from plan</source>
        <translation>按规划启动</translation>
    </message>
    <message>
        <source>The private key GPU Planner signs in with; its .pub file is installed on the instance.</source>
        <translation>算力规划用来登录的私钥；其 .pub 公钥会安装到实例上。</translation>
    </message>
    <message>
        <source>&amp;Launch</source>
        <translation>启动(&amp;L)</translation>
    </message>
    <message>
        <source>&amp;Deployment:</source>
        <translation>部署(&amp;D)：</translation>
    </message>
    <message>
        <source>&amp;Name:</source>
        <translation>名称(&amp;N)：</translation>
    </message>
    <message>
        <source>SSH &amp;key:</source>
        <translation>SSH 密钥(&amp;K)：</translation>
    </message>
    <message>
        <source>%1 · %2 × %3 · %4 catalog, %5 a run</source>
        <translation>%1 · %2 × %3 · 目录价 %4，每次运行 %5</translation>
    </message>
    <message>
        <source>%1/h</source>
        <translation>%1/小时</translation>
    </message>
    <message>
        <source>No deployment of this plan runs on one instance of a provider GPU Planner can launch through its API (%1). Rent it by hand and add a host profile instead.</source>
        <translation>此规划没有能在单个实例上运行、且算力规划可通过 API 启动的服务商部署（%1）。请手动租用并添加主机配置。</translation>
    </message>
    <message>
        <source>Asking %1 for its live price…</source>
        <translation>正在向 %1 查询实时价格…</translation>
    </message>
    <message>
        <source>%1 has no %2 × %3 available right now.</source>
        <translation>%1 目前没有可用的 %2 × %3。</translation>
    </message>
    <message>
        <source>Live price: %1 (offer %2).</source>
        <translation>实时价格：%1（报价 %2）。</translation>
    </message>
    <message>
        <source>It bills from launch until released.</source>
        <translation>从启动起计费，直到释放。</translation>
    </message>
    <message>
        <source>&amp;Launch for %1</source>
        <translation>以 %1 启动(&amp;L)</translation>
    </message>
    <message>
        <source>Give the instance a name.</source>
        <translation>请为实例命名。</translation>
    </message>
    <message>
        <source>Launching…</source>
        <translation>正在启动…</translation>
    </message>
    <message>
        <source>That is %1 % more than the plan&apos;s catalog price.</source>
        <translation>比规划的目录价高 %1 %。</translation>
    </message>
    <message>
        <source>That is %1 % less than the plan&apos;s catalog price.</source>
        <translation>比规划的目录价低 %1 %。</translation>
    </message>
</context>
<context>
    <name>gp::MainWindow</name>
    <message>
        <source>Plan</source>
        <translation>规划</translation>
    </message>
    <message>
        <source>Costs</source>
        <translation>成本</translation>
    </message>
    <message>
        <source>Budget</source>
        <translation>预算</translation>
    </message>
    <message>
        <source>Catalogs</source>
        <translation>目录</translation>
    </message>
    <message>
        <source>Console</source>
        <translation>控制台</translation>
    </message>
    <message>
        <source>Describe the work — training or serving, which model, how it runs and where the data lives — and see the GPU memory it needs, which GPUs fit and how long it takes.</source>
        <translation>描述你的工作——训练还是推理、用哪个模型、如何运行、数据放在哪里——即可看到所需显存、哪些 GPU 放得下以及需要多长时间。</translation>
    </message>
    <message>
        <source>Compare buying a GPU with renting it monthly, hourly or as spot capacity, with break-even points and cumulative cost over time.</source>
        <translation>比较购买 GPU 与包月、按小时或竞价租用的成本，并给出盈亏平衡点和随时间累计的费用。</translation>
    </message>
    <message>
        <source>Turn the quarter&apos;s scenarios into GPU-hours, peak concurrency and a budget with a risk buffer, using the cheapest combination of billing modes.</source>
        <translation>把本季度的各个场景换算成 GPU 小时、峰值并发和含风险缓冲的预算，并选出最便宜的计费组合。</translation>
    </message>
    <message>
        <source>Browse GPU specifications and dated provider prices in CNY and USD, edit prices and refresh the catalogs.</source>
        <translation>浏览 GPU 规格和注明日期的各平台价格（人民币和美元），编辑价格并更新目录。</translation>
    </message>
    <message>
        <source>Connect to a rented instance over SSH, upload code and data, run a smoke test, watch GPU use and install guards against forgotten instances.</source>
        <translation>通过 SSH 连接租用的实例，上传代码和数据，运行冒烟测试，监控 GPU 使用情况，并安装防护以免忘关实例。</translation>
    </message>
    <message>
        <source>&amp;File</source>
        <translation>文件(&amp;F)</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>视图(&amp;V)</translation>
    </message>
    <message>
        <source>&amp;Language</source>
        <translation>语言(&amp;L)</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>帮助(&amp;H)</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>退出(&amp;Q)</translation>
    </message>
    <message>
        <source>&amp;Full Screen</source>
        <translation>全屏(&amp;F)</translation>
    </message>
    <message>
        <source>&amp;About GPU Planner</source>
        <translation>关于算力规划(&amp;A)</translation>
    </message>
    <message>
        <source>About &amp;Qt</source>
        <translation>关于 &amp;Qt</translation>
    </message>
    <message>
        <source>Pages</source>
        <translation>页面</translation>
    </message>
    <message>
        <source>Language: %1</source>
        <translation>语言：%1</translation>
    </message>
    <message>
        <source>Ready</source>
        <translation>就绪</translation>
    </message>
    <message>
        <source>Language</source>
        <translation>语言</translation>
    </message>
    <message>
        <source>The translation for %1 is missing from this build.</source>
        <translation>此版本缺少 %1 的翻译。</translation>
    </message>
    <message>
        <source>About GPU Planner</source>
        <translation>关于算力规划</translation>
    </message>
    <message>
        <source>&lt;h3&gt;GPU Planner %1&lt;/h3&gt;&lt;p&gt;Plan, price and operate rented GPUs for fine-tuning and serving large language models.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;算力规划 %1&lt;/h3&gt;&lt;p&gt;为大语言模型的微调与推理服务规划、比价并管理租用的 GPU。&lt;/p&gt;</translation>
    </message>
    <message>
        <source>Open plan</source>
        <translation>打开规划</translation>
    </message>
    <message>
        <source>GPU Planner plans (*.json)</source>
        <translation>算力规划文件（*.json）</translation>
    </message>
    <message>
        <source>Export report</source>
        <translation>导出报告</translation>
    </message>
    <message>
        <source>PDF document (*.pdf);;Markdown (*.md);;CSV table (*.csv)</source>
        <translation>PDF 文档（*.pdf）;;Markdown（*.md）;;CSV 表格（*.csv）</translation>
    </message>
    <message>
        <source>&amp;New Plan</source>
        <translation>新建规划(&amp;N)</translation>
    </message>
    <message>
        <source>&amp;Open…</source>
        <translation>打开(&amp;O)…</translation>
    </message>
    <message>
        <source>Open &amp;Recent</source>
        <translation>最近打开(&amp;R)</translation>
    </message>
    <message>
        <source>&amp;Save</source>
        <translation>保存(&amp;S)</translation>
    </message>
    <message>
        <source>Save &amp;As…</source>
        <translation>另存为(&amp;A)…</translation>
    </message>
    <message>
        <source>&amp;Export Report…</source>
        <translation>导出报告(&amp;E)…</translation>
    </message>
    <message>
        <source>%1[*] — GPU Planner</source>
        <translation>%1[*] — 算力规划</translation>
    </message>
    <message>
        <source>Opened %1</source>
        <translation>已打开 %1</translation>
    </message>
    <message>
        <source>Save plan</source>
        <translation>保存规划</translation>
    </message>
    <message>
        <source>Saved %1</source>
        <translation>已保存 %1</translation>
    </message>
    <message>
        <source>Wrote %1</source>
        <translation>已写入 %1</translation>
    </message>
    <message>
        <source>Unsaved changes</source>
        <translation>未保存的更改</translation>
    </message>
    <message>
        <source>The plan &quot;%1&quot; has changes that are not saved. Save them?</source>
        <translation>规划“%1”有未保存的更改。是否保存？</translation>
    </message>
    <message>
        <source>Quit</source>
        <translation>退出</translation>
    </message>
    <message>
        <source>The console is still working on the instance (for example an upload). Stop it and quit?</source>
        <translation>控制台仍在实例上工作（例如上传）。停止并退出吗？</translation>
    </message>
    <message>
        <source>Choose a .pdf, .md or .csv file name.</source>
        <translation>请选择 .pdf、.md 或 .csv 文件名。</translation>
    </message>
    <message numerus="yes">
        <source>%1 on %2, %3 h a month for %n month(s)</source>
        <translation>
            <numerusform>%2 上的 %1，每月 %3 小时，共 %n 个月</numerusform>
        </translation>
    </message>
    <message>
        <source>The plan &quot;%1&quot; has changes that are not saved: %2. Save them?</source>
        <translation>规划“%1”有未保存的更改：%2。要保存吗？</translation>
    </message>
    <message>
        <source>&amp;Guide</source>
        <translation>使用指南(&amp;G)</translation>
    </message>
    <message>
        <source>&amp;Tools</source>
        <translation>工具(&amp;T)</translation>
    </message>
    <message>
        <source>&amp;Notifications…</source>
        <translation>通知(&amp;N)…</translation>
    </message>
    <message>
        <source>Webhooks (Feishu, DingTalk, WeCom, Slack) told when a guard fires, a job ends, a smoke test fails or the budget runs out</source>
        <translation>在守护触发、作业结束、冒烟测试失败或预算用尽时通知的 Webhook（飞书、钉钉、企业微信、Slack）</translation>
    </message>
    <message>
        <source>Export for a cluster</source>
        <translation>导出到集群</translation>
    </message>
    <message>
        <source>YAML (*.yaml *.yml)</source>
        <translation>YAML（*.yaml *.yml）</translation>
    </message>
    <message>
        <source>Export for a &amp;Cluster</source>
        <translation>导出到集群(&amp;C)</translation>
    </message>
    <message>
        <source>&amp;SkyPilot Task…</source>
        <translation>SkyPilot 任务(&amp;S)…</translation>
    </message>
    <message>
        <source>&amp;Kubernetes Manifest…</source>
        <translation>Kubernetes 清单(&amp;K)…</translation>
    </message>
    <message>
        <source>&amp;Currency</source>
        <translation>货币(&amp;C)</translation>
    </message>
    <message>
        <source>Prices are shown in this currency unless a plan sets its own</source>
        <translation>价格以此货币显示，计划自定了货币时除外</translation>
    </message>
</context>
<context>
    <name>gp::MemoryEstimator</name>
    <message>
        <source>%1 GiB</source>
        <translation>%1 GiB</translation>
    </message>
    <message>
        <source>%1 B</source>
        <translation>%1 B</translation>
    </message>
    <message>
        <source>%1 M</source>
        <translation>%1 M</translation>
    </message>
    <message>
        <source>%1 bytes</source>
        <translation>%1 字节</translation>
    </message>
    <message>
        <source>The tensor-parallel degree (%1) must divide the number of GPUs (%2).</source>
        <translation>张量并行度（%1）必须能整除 GPU 数量（%2）。</translation>
    </message>
    <message>
        <source>The ZeRO stage must be 0, 1, 2 or 3.</source>
        <translation>ZeRO 阶段必须是 0、1、2 或 3。</translation>
    </message>
    <message>
        <source>LoRA needs a rank of at least 1 and at least one target module.</source>
        <translation>LoRA 需要至少为 1 的秩和至少一个目标模块。</translation>
    </message>
    <message>
        <source>int8 and int4 are inference precisions; to fine-tune on a 4-bit base, choose QLoRA.</source>
        <translation>int8 和 int4 是推理精度；若要在 4 位基座上微调，请选择 QLoRA。</translation>
    </message>
    <message>
        <source>The GPU memory utilization must be between 0 and 1.</source>
        <translation>GPU 显存利用率必须介于 0 和 1 之间。</translation>
    </message>
    <message>
        <source> ÷ %1 (tensor parallel)</source>
        <translation> ÷ %1（张量并行）</translation>
    </message>
    <message>
        <source> ÷ %1 (ZeRO-3 sharding)</source>
        <translation> ÷ %1（ZeRO-3 分片）</translation>
    </message>
    <message>
        <source>NF4 with double quantization</source>
        <translation>NF4，双重量化</translation>
    </message>
    <message>
        <source>int4, group size 128</source>
        <translation>int4，分组大小 128</translation>
    </message>
    <message>
        <source>int8</source>
        <translation>int8</translation>
    </message>
    <message>
        <source>Quantized block weights (%1)</source>
        <translation>量化后的模块权重（%1）</translation>
    </message>
    <message>
        <source>%1 parameters × %2 bits</source>
        <translation>%1 个参数 × %2 位</translation>
    </message>
    <message>
        <source>Embeddings, output head and norms (16-bit)</source>
        <translation>嵌入层、输出头和归一化层（16 位）</translation>
    </message>
    <message>
        <source>%1 parameters × 2 bytes: quantizers leave these in 16 bits</source>
        <translation>%1 个参数 × 2 字节：量化工具不量化这些层</translation>
    </message>
    <message>
        <source>Frozen base weights (%1)</source>
        <translation>冻结的基座权重（%1）</translation>
    </message>
    <message>
        <source>Model weights (16-bit working copy)</source>
        <translation>模型权重（16 位工作副本）</translation>
    </message>
    <message>
        <source>Model weights (%1)</source>
        <translation>模型权重（%1）</translation>
    </message>
    <message>
        <source>%1 parameters × %2</source>
        <translation>%1 个参数 × %2</translation>
    </message>
    <message>
        <source>LoRA adapters</source>
        <translation>LoRA 适配器</translation>
    </message>
    <message>
        <source>rank %1 on %2: %3 parameters × %4</source>
        <translation>秩 %1，作用于 %2：%3 个参数 × %4</translation>
    </message>
    <message>
        <source>ZeRO-3 gathered layers</source>
        <translation>ZeRO-3 聚合的层</translation>
    </message>
    <message>
        <source>each GPU gathers the full weights of the layer it computes and prefetches the next: 2 × %1</source>
        <translation>每块 GPU 聚合当前计算层的完整权重并预取下一层：2 × %1</translation>
    </message>
    <message>
        <source>Gradients</source>
        <translation>梯度</translation>
    </message>
    <message>
        <source>%1 trainable parameters × %2</source>
        <translation>%1 个可训练参数 × %2</translation>
    </message>
    <message>
        <source> ÷ %1 (ZeRO-2 sharding)</source>
        <translation> ÷ %1（ZeRO-2 分片）</translation>
    </message>
    <message>
        <source>AdamW: two moments × %1</source>
        <translation>AdamW：两个动量 × %1</translation>
    </message>
    <message>
        <source>8-bit AdamW: two 1-byte moments with block-wise scales</source>
        <translation>8 位 AdamW：两个 1 字节动量，按块缩放</translation>
    </message>
    <message>
        <source>SGD with momentum: one buffer × %1</source>
        <translation>带动量的 SGD：一个缓冲区 × %1</translation>
    </message>
    <message>
        <source>Adafactor: factored second moment (row + column per matrix) × %1</source>
        <translation>Adafactor：分解的二阶矩（每个矩阵一行一列）× %1</translation>
    </message>
    <message>
        <source> ÷ %1 (ZeRO-1 sharding)</source>
        <translation> ÷ %1（ZeRO-1 分片）</translation>
    </message>
    <message>
        <source>Optimizer states</source>
        <translation>优化器状态</translation>
    </message>
    <message>
        <source>%1 trainable parameters; %2</source>
        <translation>%1 个可训练参数；%2</translation>
    </message>
    <message>
        <source>fp32 master weights</source>
        <translation>fp32 主权重</translation>
    </message>
    <message>
        <source>mixed precision keeps an fp32 copy of every trainable parameter: %1 × 4 bytes</source>
        <translation>混合精度为每个可训练参数保留一份 fp32 副本：%1 × 4 字节</translation>
    </message>
    <message>
        <source>%1 sequences × %2 tokens</source>
        <translation>%1 条序列 × %2 个 token</translation>
    </message>
    <message>
        <source>Checkpointed layer inputs</source>
        <translation>检查点保存的层输入</translation>
    </message>
    <message>
        <source>%1 layers × hidden %2 × %3 × %4</source>
        <translation>%1 层 × 隐藏维度 %2 × %3 × %4</translation>
    </message>
    <message>
        <source>One layer recomputed in backward</source>
        <translation>反向传播中重算的一层</translation>
    </message>
    <message>
        <source>%1 KiB per token × %2</source>
        <translation>每个 token %1 KiB × %2</translation>
    </message>
    <message>
        <source>Saved activations (%1)</source>
        <translation>保存的激活值（%1）</translation>
    </message>
    <message>
        <source>FlashAttention</source>
        <translation>FlashAttention</translation>
    </message>
    <message>
        <source>eager attention</source>
        <translation>普通注意力</translation>
    </message>
    <message>
        <source>%1 layers × %2 KiB per token × %3</source>
        <translation>%1 层 × 每个 token %2 KiB × %3</translation>
    </message>
    <message>
        <source>Logits and loss</source>
        <translation>Logits 与损失</translation>
    </message>
    <message>
        <source>%1 × vocabulary %2 × %3 (logits, their fp32 copy and fp32 log-probabilities)</source>
        <translation>%1 × 词表 %2 × %3（logits、其 fp32 副本及 fp32 对数概率）</translation>
    </message>
    <message>
        <source>Dequantization buffer</source>
        <translation>反量化缓冲区</translation>
    </message>
    <message>
        <source>the largest matrix dequantized to 16 bits for its matmul, twice (forward and backward)</source>
        <translation>最大的矩阵在矩阵乘法前反量化为 16 位，前向和反向各一次</translation>
    </message>
    <message>
        <source>Prefill workspace</source>
        <translation>预填充工作区</translation>
    </message>
    <message>
        <source>one prompt of %1 tokens × %2 KiB per token (largest layer only; nothing is kept for backward)</source>
        <translation>一条 %1 个 token 的提示 × 每个 token %2 KiB（只计最宽的一层；推理不为反向保留任何内容）</translation>
    </message>
    <message>
        <source>Next-token logits</source>
        <translation>下一 token 的 logits</translation>
    </message>
    <message>
        <source>%1 sequences × vocabulary %2 × 4 bytes</source>
        <translation>%1 条序列 × 词表 %2 × 4 字节</translation>
    </message>
    <message>
        <source>KV cache</source>
        <translation>KV 缓存</translation>
    </message>
    <message>
        <source>%1 sequences × %2 tokens × %3 bytes per token (%4 layers × %5 KV heads × head dim %6 × 2 × %7)</source>
        <translation>%1 条序列 × %2 个 token × 每个 token %3 字节（%4 层 × %5 个 KV 头 × 头维度 %6 × 2 × %7）</translation>
    </message>
    <message>
        <source> ÷ %1 (KV heads split across GPUs)</source>
        <translation> ÷ %1（KV 头分布到多块 GPU）</translation>
    </message>
    <message>
        <source>CUDA context and libraries</source>
        <translation>CUDA 上下文和库</translation>
    </message>
    <message>
        <source>%1 per process, plus %2 of NCCL buffers</source>
        <translation>每个进程 %1，另加 %2 的 NCCL 缓冲区</translation>
    </message>
    <message>
        <source>%1 per process</source>
        <translation>每个进程 %1</translation>
    </message>
    <message>
        <source>Allocator reserve</source>
        <translation>分配器预留</translation>
    </message>
    <message>
        <source>%1 % of the tensors above: cached by PyTorch&apos;s allocator and lost to fragmentation</source>
        <translation>上述张量的 %1 %：被 PyTorch 分配器缓存或因碎片化而损失</translation>
    </message>
    <message>
        <source>The model shape is approximate: only its size was given, so a Llama-like shape with full multi-head attention was assumed.</source>
        <translation>模型结构为近似值：只给出了参数量，因此假设为采用完整多头注意力的 Llama 类结构。</translation>
    </message>
    <message>
        <source>The model family &quot;%1&quot; is not one GPU Planner knows exactly; the standard config fields were used (best effort).</source>
        <translation>算力规划并不确切了解模型家族“%1”，已按标准配置字段估算（尽力而为）。</translation>
    </message>
    <message>
        <source>Mixed precision follows DeepSpeed/ZeRO accounting: 16-bit weights and gradients, fp32 master weights and optimizer states (16 bytes per parameter with AdamW).</source>
        <translation>混合精度按 DeepSpeed/ZeRO 的口径计算：16 位权重和梯度，fp32 主权重和优化器状态（使用 AdamW 时每个参数 16 字节）。</translation>
    </message>
    <message>
        <source>LoRA adapters are kept in %1, as PEFT does.</source>
        <translation>与 PEFT 一样，LoRA 适配器以 %1 保存。</translation>
    </message>
    <message numerus="yes">
        <source>Freeze-tuning trains the last %n layer(s); the layers below keep no activations.</source>
        <translation>
            <numerusform>冻结微调只训练最后 %n 层；其下各层不保存激活值。</numerusform>
        </translation>
    </message>
    <message>
        <source>Serving keeps the KV cache in %1 and prefills one full context at a time.</source>
        <translation>推理服务以 %1 保存 KV 缓存，并每次预填充一个完整上下文。</translation>
    </message>
    <message>
        <source>The tensor-parallel (%1) times pipeline-parallel (%2) degree must divide the number of GPUs (%3).</source>
        <translation>张量并行度（%1）与流水线并行度（%2）之积必须能整除 GPU 数量（%3）。</translation>
    </message>
    <message>
        <source> ÷ %1 (pipeline stages)</source>
        <translation> ÷ %1（流水线阶段）</translation>
    </message>
    <message>
        <source>Weights</source>
        <translation>权重</translation>
    </message>
    <message>
        <source>Optimizer</source>
        <translation>优化器</translation>
    </message>
    <message>
        <source>Activations</source>
        <translation>激活值</translation>
    </message>
    <message>
        <source>Overhead</source>
        <translation>运行开销</translation>
    </message>
    <message>
        <source>The batch size must be from 1 to %1.</source>
        <translation>批大小必须在 1 到 %1 之间。</translation>
    </message>
    <message>
        <source>The sequence length must be from 1 to %1 tokens.</source>
        <translation>序列长度必须在 1 到 %1 个 token 之间。</translation>
    </message>
    <message>
        <source>The number of GPUs must be from 1 to %1.</source>
        <translation>GPU 数量必须在 1 到 %1 之间。</translation>
    </message>
    <message>
        <source>The LoRA rank must be from 1 to %1.</source>
        <translation>LoRA 秩必须在 1 到 %1 之间。</translation>
    </message>
    <message>
        <source>The number of trainable layers must be from 1 to %1.</source>
        <translation>可训练层数必须在 1 到 %1 之间。</translation>
    </message>
    <message>
        <source>The tensor-parallel (%1) and pipeline-parallel (%2) degrees cannot exceed the number of GPUs (%3).</source>
        <translation>张量并行度（%1）和流水线并行度（%2）不能超过 GPU 数量（%3）。</translation>
    </message>
    <message>
        <source>The context must be from 1 to %1 tokens.</source>
        <translation>上下文必须在 1 到 %1 个 token 之间。</translation>
    </message>
    <message>
        <source>The number of sequences decoded at once must be from 1 to %1.</source>
        <translation>同时解码的序列数必须在 1 到 %1 之间。</translation>
    </message>
    <message>
        <source>These settings need %1 per GPU, beyond any machine that exists: lower the batch size, the sequence length or the context.</source>
        <translation>这些设置每张 GPU 需要 %1，超出任何现有机器：请降低批大小、序列长度或上下文。</translation>
    </message>
    <message>
        <source>The memory savers (fused optimizer step, paged optimizer, chunked loss, activation offloading, compile) apply to training, not to serving.</source>
        <translation>省显存选项（反向中执行优化器步、分页优化器、分块损失、激活卸载、编译）只适用于训练，不适用于推理服务。</translation>
    </message>
    <message>
        <source>Gradients (one at a time)</source>
        <translation>梯度（逐个）</translation>
    </message>
    <message>
        <source>optimizer step fused into backward: the largest single gradient, %1 × %2</source>
        <translation>优化器步融合进反向传播：最大的单个梯度，%1 × %2</translation>
    </message>
    <message>
        <source>Paged 8-bit AdamW keeps its %1 of states in unified memory: on the GPU while there is room, otherwise in host memory (they are not counted above).</source>
        <translation>分页 8-bit AdamW 把 %1 的状态放在统一内存中：GPU 有空间时留在 GPU，否则放到主机内存（上表未计入）。</translation>
    </message>
    <message>
        <source> (%1 of %2 layers on the GPU, the rest offloaded)</source>
        <translation>（%2 层中 %1 层在 GPU 上，其余已卸载）</translation>
    </message>
    <message>
        <source>%1 × vocabulary %2 × %3 (logits, and the fp32 loss of one chunk in %4)</source>
        <translation>%1 × 词表 %2 × %3（logits，以及 %4 块中一块的 fp32 损失）</translation>
    </message>
    <message>
        <source>Activations assume no dropout and the loss computed on fp32 logits over the whole batch, as Hugging Face Transformers does; a chunked loss needs less.</source>
        <translation>激活按无 dropout、并像 Hugging Face Transformers 那样对整批 fp32 logits 计算损失来估算；分块损失所需更少。</translation>
    </message>
    <message>
        <source>Activation offloading keeps %1 in pinned host memory.</source>
        <translation>激活卸载在锁页主机内存中占用 %1。</translation>
    </message>
    <message>
        <source>GGUF Q4_K_M</source>
        <translation>GGUF Q4_K_M</translation>
    </message>
    <message>
        <source>GGUF Q8_0</source>
        <translation>GGUF Q8_0</translation>
    </message>
    <message>
        <source>The gradient accumulation must be from 1 to %1 micro-batches.</source>
        <translation>梯度累积必须为 1 到 %1 个微批次。</translation>
    </message>
</context>
<context>
    <name>gp::ModelCatalog</name>
    <message>
        <source>%1 is not a valid model catalog: %2</source>
        <translation>%1 不是有效的模型目录：%2</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a model size: write it like 7B, 1.5B, 500M or 70e9.</source>
        <translation>“%1”不是模型大小：请写成 7B、1.5B、500M 或 70e9 这样的形式。</translation>
    </message>
    <message>
        <source>Generic %1 model</source>
        <translation>通用 %1 模型</translation>
    </message>
</context>
<context>
    <name>gp::ModelConfigParser</name>
    <message>
        <source>%1: the required field &quot;%2&quot; is missing.</source>
        <translation>%1：缺少必需的字段“%2”。</translation>
    </message>
    <message>
        <source>%1: the field &quot;%2&quot; must be true or false.</source>
        <translation>%1：字段“%2”必须为 true 或 false。</translation>
    </message>
    <message>
        <source>%1: the field &quot;%2&quot; must be a positive whole number, not %3.</source>
        <translation>%1：字段“%2”必须是正整数，而不是 %3。</translation>
    </message>
    <message>
        <source>%1: %2 attention heads cannot be shared by %3 key/value heads.</source>
        <translation>%1：%2 个注意力头无法由 %3 个键/值头平均共享。</translation>
    </message>
    <message>
        <source>%1: the head dimension cannot be derived.</source>
        <translation>%1：无法推导出注意力头维度。</translation>
    </message>
    <message>
        <source>%1 is not valid JSON (at byte %2: %3).</source>
        <translation>%1 不是有效的 JSON（第 %2 字节：%3）。</translation>
    </message>
    <message>
        <source>%1 must contain a JSON object.</source>
        <translation>%1 必须包含一个 JSON 对象。</translation>
    </message>
    <message>
        <source>%1: num_attention_heads (%2) does not divide hidden_size (%3), and no head_dim says how large a head is.</source>
        <translation>%1：num_attention_heads（%2）不能整除 hidden_size（%3），且没有 head_dim 说明每个注意力头的大小。</translation>
    </message>
    <message>
        <source>%1: num_experts_per_tok (%2) is more than the %3 experts the model has.</source>
        <translation>%1：num_experts_per_tok（%2）多于模型拥有的 %3 个专家。</translation>
    </message>
    <message>
        <source>%1: this shape would have about %2 parameters; no model is that large. Check num_hidden_layers, hidden_size, intermediate_size and the expert counts.</source>
        <translation>%1：按此结构约有 %2 个参数，没有这么大的模型。请检查 num_hidden_layers、hidden_size、intermediate_size 和专家数量。</translation>
    </message>
</context>
<context>
    <name>gp::MonitorTab</name>
    <message>
        <source>Stop</source>
        <translation>停止</translation>
    </message>
    <message>
        <source>Start</source>
        <translation>开始</translation>
    </message>
    <message>
        <source>Every GPU has been under %1 % for %2 — this instance is costing money for nothing. Stop it, or install an idle guard.</source>
        <translation>所有 GPU 利用率低于 %1 % 已持续 %2——这台实例在白白花钱。请停止它，或安装空闲守护。</translation>
    </message>
    <message>
        <source>Link the profile to the offer you rented to see what it costs.</source>
        <translation>把配置关联到你租用的报价，即可看到花费。</translation>
    </message>
    <message>
        <source>%1 running × %2/h = &lt;b&gt;%3&lt;/b&gt;</source>
        <translation>已运行 %1 × %2/小时 = &lt;b&gt;%3&lt;/b&gt;</translation>
    </message>
    <message>
        <source>Added %1 to the plan&apos;s actual spend.</source>
        <translation>已将 %1 计入规划的实际花费。</translation>
    </message>
    <message>
        <source>Every</source>
        <translation>每隔</translation>
    </message>
    <message>
        <source> s</source>
        <comment>seconds</comment>
        <translation> 秒</translation>
    </message>
    <message>
        <source> min</source>
        <comment>minutes</comment>
        <translation> 分钟</translation>
    </message>
    <message>
        <source>Alert below</source>
        <translation>低于此值告警</translation>
    </message>
    <message>
        <source>for</source>
        <translation>持续</translation>
    </message>
    <message>
        <source>Cost meter</source>
        <translation>费用计量</translation>
    </message>
    <message>
        <source>Rented since:</source>
        <translation>租用起始：</translation>
    </message>
    <message>
        <source>Add to the plan&apos;s actual spend</source>
        <translation>计入规划的实际花费</translation>
    </message>
</context>
<context>
    <name>gp::Notifications</name>
    <message>
        <source>a guard released an instance</source>
        <translation>守护释放了实例</translation>
    </message>
    <message>
        <source>a job finished</source>
        <translation>作业完成</translation>
    </message>
    <message>
        <source>a job failed or was stopped</source>
        <translation>作业失败或被停止</translation>
    </message>
    <message>
        <source>a smoke test failed</source>
        <translation>冒烟测试失败</translation>
    </message>
    <message>
        <source>actual spend passed 50 % of the budget</source>
        <translation>实际支出超过预算的 50 %</translation>
    </message>
    <message>
        <source>actual spend passed 80 % of the budget</source>
        <translation>实际支出超过预算的 80 %</translation>
    </message>
    <message>
        <source>actual spend passed the budget</source>
        <translation>实际支出超出预算</translation>
    </message>
    <message>
        <source>the GPUs sat idle (low-utilization alert)</source>
        <translation>GPU 闲置（低利用率告警）</translation>
    </message>
    <message>
        <source>a test message</source>
        <translation>测试消息</translation>
    </message>
    <message>
        <source>GPU Planner: test message</source>
        <translation>算力规划：测试消息</translation>
    </message>
    <message>
        <source>This webhook is set up: GPU Planner&apos;s notifications will arrive here.</source>
        <translation>此 Webhook 已设置好：算力规划的通知会发到这里。</translation>
    </message>
    <message>
        <source>It reached its maximum runtime.</source>
        <translation>已达到最长运行时间。</translation>
    </message>
    <message>
        <source>Its GPUs were idle, with no SSH session or job, for the idle time you set.</source>
        <translation>其 GPU 在你设定的空闲时间内一直闲置，且没有 SSH 会话或作业。</translation>
    </message>
    <message>
        <source>GPU Planner: the guard released %1</source>
        <translation>算力规划：守护已释放 %1</translation>
    </message>
    <message>
        <source>It ran: %1</source>
        <translation>已执行：%1</translation>
    </message>
    <message>
        <source>%1 GPU-hours on %2.</source>
        <translation>在 %2 上用了 %1 GPU 小时。</translation>
    </message>
    <message>
        <source>Its share of the instance&apos;s cost: %1.</source>
        <translation>分摊的实例费用：%1。</translation>
    </message>
    <message>
        <source>GPU Planner: job %1 finished</source>
        <translation>算力规划：作业 %1 已完成</translation>
    </message>
    <message>
        <source>GPU Planner: job %1 was stopped</source>
        <translation>算力规划：作业 %1 已被停止</translation>
    </message>
    <message>
        <source>GPU Planner: job %1 failed (exit code %2)</source>
        <translation>算力规划：作业 %1 失败（退出码 %2）</translation>
    </message>
    <message>
        <source>GPU Planner: job %1 failed</source>
        <translation>算力规划：作业 %1 失败</translation>
    </message>
    <message numerus="yes">
        <source>GPU Planner: the smoke test of %1 failed %n check(s)</source>
        <translation>
            <numerusform>算力规划：%1 的冒烟测试有 %n 项检查失败</numerusform>
        </translation>
    </message>
    <message>
        <source>GPU Planner: %1 is idle</source>
        <translation>算力规划：%1 处于闲置</translation>
    </message>
    <message>
        <source>Every GPU has been under %1 % for %2 minutes: the instance bills while it waits. Stop it, or give it work.</source>
        <translation>所有 GPU 的利用率已连续 %2 分钟低于 %1 %：实例空等也在计费。请停止它，或给它安排工作。</translation>
    </message>
    <message>
        <source>GPU Planner: %1 is over its budget</source>
        <translation>算力规划：%1 已超出预算</translation>
    </message>
    <message>
        <source>GPU Planner: %1 has spent %2 % of its budget</source>
        <translation>算力规划：%1 已花掉预算的 %2 %</translation>
    </message>
    <message>
        <source>Actual spend %1 of the planned %2 (%3 %).</source>
        <translation>实际支出 %1，计划 %2（%3 %）。</translation>
    </message>
</context>
<context>
    <name>gp::Notifier</name>
    <message>
        <source>%1 failed: %2</source>
        <translation>%1 失败：%2</translation>
    </message>
    <message>
        <source>Sent to %1.</source>
        <translation>已发送到 %1。</translation>
    </message>
</context>
<context>
    <name>gp::OfferDelivery</name>
    <message>
        <source>%1 of the promised TFLOPS on average</source>
        <translation>平均达到承诺 TFLOPS 的 %1</translation>
    </message>
    <message>
        <source>%1 of the bandwidth</source>
        <translation>带宽的 %1</translation>
    </message>
    <message>
        <source>%1 of the memory</source>
        <translation>显存的 %1</translation>
    </message>
    <message numerus="yes">
        <source>Measured on %n machine(s)</source>
        <translation>
            <numerusform>已在 %n 台机器上实测</numerusform>
        </translation>
    </message>
    <message>
        <source>: nothing compared with the promise yet</source>
        <translation>：尚无可与承诺对比的数据</translation>
    </message>
    <message numerus="yes">
        <source>%n test(s) had failures</source>
        <translation>
            <numerusform>%n 次测试有失败项</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>gp::OfferModel</name>
    <message>
        <source>Source: %1</source>
        <translation>来源：%1</translation>
    </message>
    <message>
        <source>This price is %1 days old: check it before you rely on it.</source>
        <translation>此价格已有 %1 天：使用前请核实。</translation>
    </message>
    <message>
        <source>Your own price: it overrides the catalog&apos;s.</source>
        <translation>您自己的价格：优先于目录价格。</translation>
    </message>
    <message>
        <source> (yours)</source>
        <translation>（您的）</translation>
    </message>
    <message>
        <source>%1 (stale)</source>
        <translation>%1（已过期）</translation>
    </message>
    <message>
        <source>Provider</source>
        <translation>平台</translation>
    </message>
    <message>
        <source>Offer</source>
        <translation>套餐</translation>
    </message>
    <message>
        <source>GPUs</source>
        <translation>GPU 数</translation>
    </message>
    <message>
        <source>Region</source>
        <translation>地域</translation>
    </message>
    <message>
        <source>Billing</source>
        <translation>计费方式</translation>
    </message>
    <message>
        <source>Price</source>
        <translation>价格</translation>
    </message>
    <message>
        <source>Per GPU-hour (%1)</source>
        <translation>每 GPU 小时（%1）</translation>
    </message>
    <message>
        <source>Date</source>
        <translation>日期</translation>
    </message>
    <message>
        <source>Source</source>
        <translation>来源</translation>
    </message>
    <message>
        <source>The GPUs only: the host machine is billed apart, so plans, costs and budgets leave this price out.</source>
        <translation>仅含 GPU：主机另行计费，因此规划、成本和预算都不采用此价格。</translation>
    </message>
    <message>
        <source> (GPU only)</source>
        <translation>（仅 GPU）</translation>
    </message>
    <message>
        <source>Confidence: %1</source>
        <translation>可信度：%1</translation>
    </message>
    <message>
        <source>Retrieved %1</source>
        <translation>获取于 %1</translation>
    </message>
    <message>
        <source>The source gives no date: nobody can say this price still holds. Check it before you rely on it.</source>
        <translation>来源未注明日期：无法确定此价格是否仍然有效。使用前请先核实。</translation>
    </message>
    <message>
        <source>%1 · %2</source>
        <translation>%1 · %2</translation>
    </message>
    <message>
        <source>Catalog note: %1</source>
        <translation>目录备注：%1</translation>
    </message>
    <message>
        <source>It says: %1</source>
        <translation>原文：%1</translation>
    </message>
    <message numerus="yes">
        <source>%n day(s)</source>
        <translation>
            <numerusform>%n 天</numerusform>
        </translation>
    </message>
    <message>
        <source>unknown</source>
        <translation>未知</translation>
    </message>
    <message>
        <source>Age</source>
        <translation>年龄</translation>
    </message>
</context>
<context>
    <name>gp::Paperspace</name>
    <message>
        <source>A Paperspace machine that is off bills no usage but still bills its storage every month; releasing (deleting) it ends every charge and deletes its disk.</source>
        <translation>关机的 Paperspace 机器不再按使用计费，但存储仍按月计费；释放（删除）机器则结束一切计费并删除其磁盘。</translation>
    </message>
    <message>
        <source>no &apos;available&apos; in the availability of %1</source>
        <translation>%1 的可用性回答中没有“available”</translation>
    </message>
    <message>
        <source>the catalog&apos;s price (%1): Paperspace&apos;s API lists none</source>
        <translation>价格目录中的价格（%1）：Paperspace 的 API 不提供价格</translation>
    </message>
    <message>
        <source>the startup script came back without an id</source>
        <translation>启动脚本的回答中没有 id</translation>
    </message>
    <message>
        <source>Paperspace has no interruptible (spot) machines.</source>
        <translation>Paperspace 没有可中断（竞价）机器。</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a Paperspace machine type (as &apos;provider offers paperspace&apos; lists them)</source>
        <translation>“%1”不是 Paperspace 的机器类型（类型见“provider offers paperspace”）</translation>
    </message>
    <message>
        <source>the create came back without the machine&apos;s id</source>
        <translation>创建请求的回答中没有机器的 id</translation>
    </message>
    <message>
        <source>machine %1 came back without its id</source>
        <translation>机器 %1 的回答中没有其 id</translation>
    </message>
    <message>
        <source>no &apos;items&apos; list of machines</source>
        <translation>没有机器的“items”列表</translation>
    </message>
</context>
<context>
    <name>gp::PerformanceEstimator</name>
    <message>
        <source>Concurrency is limited by the KV cache left under %1 % of the GPU&apos;s memory.</source>
        <translation>并发数受 GPU 显存 %1 % 以内剩余的 KV 缓存空间限制。</translation>
    </message>
    <message>
        <source>an assumed %1 Gb/s fabric</source>
        <translation>假定的 %1 Gb/s 集群网络</translation>
    </message>
    <message>
        <source>%1 nodes × %2 cards over %3</source>
        <translation>%1 个节点 × 每节点 %2 张卡，节点间经由 %3</translation>
    </message>
    <message>
        <source>%1 GPUs (%2): each step moves %3 GB per GPU at %4 GB/s (%5 s) against %6 s of compute; up to %7 % of the compute hides it, so the GPUs scale at %8 %.</source>
        <translation>%1 块 GPU（%2）：每步每块 GPU 以 %4 GB/s 传输 %3 GB（%5 秒），计算耗时 %6 秒；最多 %7 % 的计算时间可掩盖通信，因此 GPU 的扩展效率为 %8 %。</translation>
    </message>
    <message>
        <source>%1 pipeline stages with %2 micro-batches each step: %3 % of the time is bubble.</source>
        <translation>%1 个流水线阶段，每步 %2 个微批次：%3 % 的时间为流水线气泡。</translation>
    </message>
    <message>
        <source>%1 model FLOPs per token (6 × parameters plus causal attention) at the given %2 % MFU of %3 dense TFLOPS on %4.</source>
        <translation>每个 token %1 模型 FLOPs（6 × 参数量加因果注意力），按给定的 %2 % MFU，%4 的稠密算力 %3 TFLOPS。</translation>
    </message>
    <message>
        <source>%1 FLOPs per token of work (%2) at %3 % of %4 dense TFLOPS on %5, from the fitted efficiency model: %6 % MFU.</source>
        <translation>每个 token 的计算量 %1 FLOPs（%2），按拟合的效率模型以 %5 稠密算力 %4 TFLOPS 的 %3 % 运行：MFU 为 %6 %。</translation>
    </message>
    <message>
        <source>this method&apos;s passes, the recomputed forward included</source>
        <translation>该方法的各次前向与反向，含重计算的前向</translation>
    </message>
    <message>
        <source>this method&apos;s forward and backward passes</source>
        <translation>该方法的前向与反向</translation>
    </message>
    <message>
        <source>Host memory transfers add %1 s to each step (offloaded activations or paged optimizer states over a %2 GB/s PCIe link).</source>
        <translation>主机内存传输使每步增加 %1 秒（卸载的激活或分页的优化器状态经 %2 GB/s 的 PCIe 链路传输）。</translation>
    </message>
    <message>
        <source>%1 decodes reading the weights and the KV cache once per step at %2 % of %3 GB/s, plus %4 ms per step of its own; prefill runs at %5 % MFU.</source>
        <translation>%1 解码时每步以 %3 GB/s 的 %2 % 读取一遍权重和 KV 缓存，另加引擎自身每步 %4 毫秒；预填充按 %5 % MFU 运行。</translation>
    </message>
    <message>
        <source>Calibrated on %1, %2</source>
        <translation>于 %2 在 %1 上校准</translation>
    </message>
    <message numerus="yes">
        <source>%1: a run on %n GPU(s) measured %2 tokens/s where the model estimated %3, so times on this GPU are divided by %4.</source>
        <translation>
            <numerusform>%1：在 %n 块 GPU 上的运行实测 %2 tokens/s，模型估算为 %3，因此该 GPU 上的时间除以 %4。</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>gp::PlanCalibration</name>
    <message>
        <source>a calibration %1</source>
        <translation>校准记录%1</translation>
    </message>
    <message>
        <source>The plan is for serving; a training run cannot calibrate it.</source>
        <translation>该规划用于推理服务，训练运行无法校准它。</translation>
    </message>
    <message>
        <source>No GPU was seen on the instance.</source>
        <translation>实例上未发现 GPU。</translation>
    </message>
    <message>
        <source>&quot;%1&quot; matches no single GPU of the catalog: name the offer or the GPU.</source>
        <translation>“%1”无法唯一对应目录中的某款 GPU：请指定套餐或 GPU。</translation>
    </message>
    <message>
        <source>The GPU &quot;%1&quot; is not in the catalog.</source>
        <translation>目录中没有 GPU“%1”。</translation>
    </message>
    <message>
        <source>≈ %1 tokens/s (plan)</source>
        <translation>≈ %1 tokens/s（规划）</translation>
    </message>
    <message>
        <source>not measured</source>
        <translation>未测得</translation>
    </message>
    <message>
        <source>Your command&apos;s speed was not measured: print a line such as &quot;tokens/s: 1234&quot;, or give its batch and sequence length, to compare it with the plan.</source>
        <translation>未测得你的命令的速度：请让它打印一行如“tokens/s: 1234”的输出，或给出其批大小和序列长度，以便与规划比较。</translation>
    </message>
    <message>
        <source>The run&apos;s speed was not measured.</source>
        <translation>未测得本次运行的速度。</translation>
    </message>
    <message>
        <source>%1 tokens/s</source>
        <translation>%1 tokens/s</translation>
    </message>
    <message>
        <source>Your run is %1 % faster than the plan estimates (%2). Calibrate the plan to price its time at the measured speed.</source>
        <translation>你的运行比规划估算快 %1 %（%2）。校准规划即可按实测速度计算时间与费用。</translation>
    </message>
    <message>
        <source>Your run is %1 % slower than the plan estimates (%2). Calibrate the plan to price its time at the measured speed.</source>
        <translation>你的运行比规划估算慢 %1 %（%2）。校准规划即可按实测速度计算时间与费用。</translation>
    </message>
    <message>
        <source>The measured speed is %1 × the estimate: more likely a wrong batch, sequence length or speed line than a correction.</source>
        <translation>实测速度是估算的 %1 倍：更可能是批大小、序列长度或速度输出行有误，而不是需要修正。</translation>
    </message>
    <message>
        <source>≈ %1 MiB (plan)</source>
        <translation>≈ %1 MiB（规划）</translation>
    </message>
    <message>
        <source>%1 MiB peak</source>
        <translation>峰值 %1 MiB</translation>
    </message>
    <message>
        <source>Your run&apos;s peak memory is close to the plan&apos;s estimate.</source>
        <translation>你的运行峰值显存与规划估算接近。</translation>
    </message>
    <message>
        <source>Your run used %1 % more memory than the plan estimates: its batch, sequence length or method differ from the plan, or the framework keeps more (cache, buffers). Leave headroom before scaling up.</source>
        <translation>你的运行比规划估算多用了 %1 % 显存：其批大小、序列长度或方法与规划不同，或框架占用更多（缓存、缓冲区）。扩大规模前请留出余量。</translation>
    </message>
    <message>
        <source>Your run used %1 % less memory than the plan estimates: its batch or sequence length may be smaller than the plan&apos;s.</source>
        <translation>你的运行比规划估算少用了 %1 % 显存：其批大小或序列长度可能小于规划中的设置。</translation>
    </message>
    <message>
        <source>has no &quot;gpu&quot;</source>
        <translation>缺少“gpu”</translation>
    </message>
    <message>
        <source>has task &quot;%1&quot; (a training task expected)</source>
        <translation>的任务为“%1”（应为训练任务）</translation>
    </message>
    <message>
        <source>needs a &quot;factor&quot; between %1 and %2</source>
        <translation>需要介于 %1 与 %2 之间的“factor”</translation>
    </message>
    <message>
        <source>has a number out of range</source>
        <translation>中有超出范围的数字</translation>
    </message>
    <message>
        <source>has no valid &quot;at&quot; time (ISO 8601 expected)</source>
        <translation>缺少有效的“at”时间（应为 ISO 8601）</translation>
    </message>
</context>
<context>
    <name>gp::PlanDocument</name>
    <message>
        <source>Untitled plan</source>
        <translation>未命名规划</translation>
    </message>
    <message>
        <source>the questionnaire&apos;s answers</source>
        <translation>问卷的回答</translation>
    </message>
    <message>
        <source>the budget</source>
        <translation>预算</translation>
    </message>
    <message>
        <source>the Costs page&apos;s what-if</source>
        <translation>费用页面的设想</translation>
    </message>
    <message numerus="yes">
        <source>%n smoke test(s)</source>
        <translation>
            <numerusform>%n 次冒烟测试</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n record(s) of actual spend</source>
        <translation>
            <numerusform>%n 条实际花费记录</numerusform>
        </translation>
    </message>
    <message>
        <source>the speed calibration</source>
        <translation>速度校准</translation>
    </message>
    <message>
        <source>the jobs&apos; GPU-hours</source>
        <translation>作业的 GPU 小时</translation>
    </message>
    <message numerus="yes">
        <source>%n billed rate check(s)</source>
        <translation>
            <numerusform>%n 条计费费率核对</numerusform>
        </translation>
    </message>
    <message>
        <source>the constraints</source>
        <translation>约束条件</translation>
    </message>
</context>
<context>
    <name>gp::PlanEvaluator</name>
    <message>
        <source>The model &quot;%1&quot; is not in the catalog.</source>
        <translation>模型“%1”不在目录中。</translation>
    </message>
    <message>
        <source>Choose a config.json file.</source>
        <translation>请选择一个 config.json 文件。</translation>
    </message>
    <message>
        <source>%1 → %2 GiB%3</source>
        <translation>%1 → %2 GiB%3</translation>
    </message>
    <message>
        <source> (fits)</source>
        <translation>（放得下）</translation>
    </message>
    <message>
        <source>batch 1 with gradient accumulation × %1 (same effective batch)</source>
        <translation>批大小 1，梯度累积 × %1（等效批大小不变）</translation>
    </message>
    <message>
        <source>gradient checkpointing (about a third slower)</source>
        <translation>梯度检查点（约慢三分之一）</translation>
    </message>
    <message>
        <source>LoRA instead of full fine-tuning</source>
        <translation>用 LoRA 代替全参数微调</translation>
    </message>
    <message>
        <source>QLoRA (4-bit base)</source>
        <translation>QLoRA（4 位基座）</translation>
    </message>
    <message>
        <source>sequences of %1 tokens</source>
        <translation>序列长度 %1 个 token</translation>
    </message>
    <message>
        <source>FlashAttention</source>
        <translation>FlashAttention</translation>
    </message>
    <message>
        <source>a larger card, or several (see the table)</source>
        <translation>更大的卡或多卡（见表格）</translation>
    </message>
    <message>
        <source>Does not fit a 24 GB card (%1 GiB needed). To make it fit: %2</source>
        <translation>24 GB 的卡放不下（需要 %1 GiB）。要放下可以：%2</translation>
    </message>
    <message>
        <source>Moving the data takes about %1 hours (%2)%3: copy it once to storage in the GPUs&apos; region, and upload it before starting the GPU instance so you do not pay for the wait.</source>
        <translation>传输数据约需 %1 小时（%2）%3：请先一次性复制到 GPU 所在地域的存储，并在启动 GPU 实例之前上传，以免为等待付费。</translation>
    </message>
    <message>
        <source>, plus about $%1 of egress</source>
        <translation>，另需约 $%1 的出网流量费</translation>
    </message>
    <message>
        <source>On spot instances, checkpoint about every %1 minutes (each save ≈ %2 GiB); a preemption then costs minutes, not the run.</source>
        <translation>使用竞价实例时，约每 %1 分钟保存一次检查点（每次约 %2 GiB）；这样被抢占只损失几分钟，而不是整次运行。</translation>
    </message>
    <message>
        <source>The service needs about %1 generated tokens per second at %2 requests a day (%3 concurrent sequences for a %4 s answer).</source>
        <translation>每天 %2 次请求时，服务每秒约需生成 %1 个 token（%4 秒内答完需 %3 条并发序列）。</translation>
    </message>
    <message>
        <source>Running around the clock: compare a monthly plan with hourly billing on the Costs page.</source>
        <translation>全天候运行：请在“成本”页比较包月与按小时计费。</translation>
    </message>
    <message>
        <source>Only a size was given: pick the model or import its config.json for exact numbers.</source>
        <translation>只给出了参数量：请选择模型或导入其 config.json 以获得精确结果。</translation>
    </message>
    <message>
        <source>The service needs about %1 generated tokens per second: %2 users decoding at once at %3 tokens/s each.</source>
        <translation>该服务每秒约需生成 %1 个 token：%2 个用户同时解码，每人 %3 token/秒。</translation>
    </message>
    <message>
        <source>Purchase: %1</source>
        <translation>购买：%1</translation>
    </message>
    <message>
        <source>%1 (%2%3)</source>
        <translation>%1（%2%3）</translation>
    </message>
    <message>
        <source>, stale</source>
        <translation>，已过期</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1：%2</translation>
    </message>
</context>
<context>
    <name>gp::PlanFile</name>
    <message>
        <source>&quot;%1&quot; is damaged: not valid JSON at byte %2 (%3).</source>
        <translation>“%1”已损坏：第 %2 字节处不是有效的 JSON（%3）。</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a GPU Planner plan.</source>
        <translation>“%1”不是算力规划的规划文件。</translation>
    </message>
    <message>
        <source>&quot;%1&quot; has no valid version number.</source>
        <translation>“%1”没有有效的版本号。</translation>
    </message>
    <message>
        <source>&quot;%1&quot; was saved by a newer GPU Planner (plan format %2; this version reads %3). Update GPU Planner to open it; the file was not changed.</source>
        <translation>“%1”由更新版本的算力规划保存（规划格式 %2；本版本只能读取 %3）。请更新算力规划后再打开；文件未被改动。</translation>
    </message>
    <message>
        <source>&quot;%1&quot;: %2</source>
        <translation>“%1”：%2</translation>
    </message>
    <message>
        <source>&quot;%1&quot;: smoke_tests: %2</source>
        <translation>“%1”：smoke_tests：%2</translation>
    </message>
    <message>
        <source>&quot;%1&quot;: actual_spend: %2</source>
        <translation>“%1”：actual_spend：%2</translation>
    </message>
    <message>
        <source>Saving the plan failed; the previous file is unchanged. %1</source>
        <translation>保存规划失败；原文件保持不变。%1</translation>
    </message>
    <message>
        <source>&quot;%1&quot;: calibrations: %2</source>
        <translation>“%1”：calibrations：%2</translation>
    </message>
    <message>
        <source>&quot;%1&quot;: job_runs: %2</source>
        <translation>“%1”：job_runs：%2</translation>
    </message>
    <message>
        <source>&quot;%1&quot;: billed_rates: %2</source>
        <translation>“%1”：billed_rates：%2</translation>
    </message>
    <message>
        <source>&quot;%1&quot;: workloads: must be a list, and follow the first workload in &quot;need&quot;.</source>
        <translation>“%1”：workloads：必须是列表，并且排在 “need” 中的第一个工作负载之后。</translation>
    </message>
    <message>
        <source>&quot;%1&quot;: workloads[%2].need: %3</source>
        <translation>“%1”：workloads[%2].need：%3</translation>
    </message>
    <message>
        <source>must be an object of answers</source>
        <translation>必须是一个回答对象</translation>
    </message>
</context>
<context>
    <name>gp::PlanPage</name>
    <message>
        <source>Hugging Face config.json</source>
        <translation>Hugging Face config.json</translation>
    </message>
    <message>
        <source>Model config (config.json *.json)</source>
        <translation>模型配置（config.json *.json）</translation>
    </message>
    <message>
        <source>1. What do you want to do?</source>
        <translation>1. 你想做什么？</translation>
    </message>
    <message>
        <source>LoRA fine-tuning</source>
        <translation>LoRA 微调</translation>
    </message>
    <message>
        <source>QLoRA fine-tuning (4-bit base)</source>
        <translation>QLoRA 微调（4 位基座）</translation>
    </message>
    <message>
        <source>Full fine-tuning or training</source>
        <translation>全参数微调或训练</translation>
    </message>
    <message>
        <source>Freeze-tuning (top layers only)</source>
        <translation>冻结微调（只训练顶层）</translation>
    </message>
    <message>
        <source>Serve the model (inference)</source>
        <translation>部署推理服务</translation>
    </message>
    <message>
        <source>LoRA trains small adapters on a frozen model: the usual start. QLoRA keeps the base in 4 bits to fit smaller cards. Full fine-tuning updates every weight and needs about 16 bytes per parameter.</source>
        <translation>LoRA 在冻结的模型上训练小型适配器：通常的起点。QLoRA 把基座保存为 4 位，能放进更小的卡。全参数微调更新全部权重，每个参数约需 16 字节。</translation>
    </message>
    <message>
        <source>2. Which model?</source>
        <translation>2. 用哪个模型？</translation>
    </message>
    <message>
        <source>&amp;Catalog</source>
        <translation>目录(&amp;C)</translation>
    </message>
    <message>
        <source>config.json</source>
        <translation>config.json</translation>
    </message>
    <message>
        <source>Si&amp;ze</source>
        <translation>参数量(&amp;Z)</translation>
    </message>
    <message>
        <source>Browse…</source>
        <translation>浏览…</translation>
    </message>
    <message>
        <source>path to a Hugging Face config.json</source>
        <translation>Hugging Face config.json 的路径</translation>
    </message>
    <message>
        <source>e.g. 7B, 1.5B, 70e9</source>
        <translation>例如 7B、1.5B、70e9</translation>
    </message>
    <message>
        <source>Exact numbers come from the architecture; a bare size gives an approximate estimate.</source>
        <translation>精确数字来自模型结构；只给参数量则是近似估算。</translation>
    </message>
    <message>
        <source>Precision:</source>
        <translation>精度：</translation>
    </message>
    <message>
        <source>Batch size:</source>
        <translation>批大小：</translation>
    </message>
    <message>
        <source>Sequence length:</source>
        <translation>序列长度：</translation>
    </message>
    <message>
        <source>LoRA rank:</source>
        <translation>LoRA 秩：</translation>
    </message>
    <message>
        <source>Adapt all linear layers</source>
        <translation>适配所有线性层</translation>
    </message>
    <message>
        <source>Gradient checkpointing</source>
        <translation>梯度检查点</translation>
    </message>
    <message>
        <source>3. Training data</source>
        <translation>3. 训练数据</translation>
    </message>
    <message>
        <source>Dataset (million tokens):</source>
        <translation>数据集（百万 token）：</translation>
    </message>
    <message>
        <source>Epochs:</source>
        <translation>轮数：</translation>
    </message>
    <message>
        <source>3. Serving</source>
        <translation>3. 推理服务</translation>
    </message>
    <message>
        <source>Requests per day:</source>
        <translation>每天请求数：</translation>
    </message>
    <message>
        <source>Prompt tokens:</source>
        <translation>提示 token 数：</translation>
    </message>
    <message>
        <source>Output tokens:</source>
        <translation>输出 token 数：</translation>
    </message>
    <message>
        <source>Answer within (s):</source>
        <translation>响应时间（秒）：</translation>
    </message>
    <message>
        <source>4. How does the work run?</source>
        <translation>4. 工作如何运行？</translation>
    </message>
    <message>
        <source>&amp;One-off</source>
        <translation>一次性(&amp;O)</translation>
    </message>
    <message>
        <source>&amp;Recurring</source>
        <translation>周期性(&amp;R)</translation>
    </message>
    <message>
        <source>Runs per month:</source>
        <translation>每月运行次数：</translation>
    </message>
    <message>
        <source>Hours per day:</source>
        <translation>每天小时数：</translation>
    </message>
    <message>
        <source>Days per month:</source>
        <translation>每月天数：</translation>
    </message>
    <message>
        <source>Project duration (months):</source>
        <translation>项目周期（月）：</translation>
    </message>
    <message>
        <source>On-and-off use favours hourly billing; a machine busy most of the month favours a monthly plan.</source>
        <translation>断断续续使用适合按小时计费；一个月大部分时间都在忙的机器适合包月。</translation>
    </message>
    <message>
        <source>5. Where does the data live?</source>
        <translation>5. 数据在哪里？</translation>
    </message>
    <message>
        <source>Same region as the GPUs</source>
        <translation>与 GPU 同一地域</translation>
    </message>
    <message>
        <source>Another region or cloud</source>
        <translation>其他地域或其他云</translation>
    </message>
    <message>
        <source>On my machine</source>
        <translation>在我自己的电脑上</translation>
    </message>
    <message>
        <source>Data size (GB):</source>
        <translation>数据大小（GB）：</translation>
    </message>
    <message>
        <source>My upload speed (Mbit/s):</source>
        <translation>我的上传速度（Mbit/s）：</translation>
    </message>
    <message>
        <source>Data far from the GPUs costs transfer time while the meter runs.</source>
        <translation>数据离 GPU 远，计费期间就要花时间传输。</translation>
    </message>
    <message>
        <source>&amp;Memory</source>
        <translation>显存(&amp;M)</translation>
    </message>
    <message>
        <source>&amp;GPUs</source>
        <translation>GPU(&amp;G)</translation>
    </message>
    <message>
        <source>&amp;Advice</source>
        <translation>建议(&amp;A)</translation>
    </message>
    <message>
        <source>Term</source>
        <translation>项</translation>
    </message>
    <message>
        <source>GiB</source>
        <translation>GiB</translation>
    </message>
    <message>
        <source>How</source>
        <translation>计算方式</translation>
    </message>
    <message>
        <source>&lt;b&gt;%1&lt;/b&gt;: %2 GiB per GPU — %3 B parameters, %4 M trainable. %5</source>
        <translation>&lt;b&gt;%1&lt;/b&gt;：每块 GPU %2 GiB——%3 B 参数，其中 %4 M 可训练。%5</translation>
    </message>
    <message>
        <source>Assumption</source>
        <translation>假设</translation>
    </message>
    <message>
        <source>Tokens × epochs × about 6 FLOPs per parameter set the GPU-hours, and so the cost of a run.</source>
        <translation>token 数 × 轮数 × 每个参数约 6 次浮点运算决定了 GPU 小时数，也就决定了每次运行的成本。</translation>
    </message>
    <message>
        <source>Users at once (0: from requests):</source>
        <translation>同时使用的用户数（0：按请求数推算）：</translation>
    </message>
    <message>
        <source>from requests</source>
        <translation>按请求数推算</translation>
    </message>
    <message>
        <source>Peak ÷ average load:</source>
        <translation>峰值 ÷ 平均负载：</translation>
    </message>
    <message>
        <source>Tokens/s per user (0: from answer time):</source>
        <translation>每用户 token/秒（0：按响应时间推算）：</translation>
    </message>
    <message>
        <source>from answer time</source>
        <translation>按响应时间推算</translation>
    </message>
    <message>
        <source>Spot capacity is acceptable for this service</source>
        <translation>此服务可以使用竞价实例</translation>
    </message>
    <message>
        <source>Users decoding at once (requests at the peak × answer time) set the KV cache; the speed each user should see (output tokens ÷ answer time) sets how many replicas serve them.</source>
        <translation>同时解码的用户数（峰值请求速率 × 响应时间）决定 KV 缓存；每个用户应得到的速度（输出 token 数 ÷ 响应时间）决定需要多少个副本来服务他们。</translation>
    </message>
    <message numerus="yes">
        <source>Cheapest: %1, %2 a month, %3 over %n month(s).</source>
        <translation>
            <numerusform>最便宜：%1，每月 %2，%n 个月共 %3。</numerusform>
        </translation>
    </message>
    <message>
        <source>Optimizer:</source>
        <translation>优化器：</translation>
    </message>
    <message>
        <source>Memory savers:</source>
        <translation>省显存选项：</translation>
    </message>
    <message>
        <source>Optimizer step in backward</source>
        <translation>反向中执行优化器步</translation>
    </message>
    <message>
        <source>Each parameter is updated as soon as its gradient exists, so the full set of gradients is never held (torchtune optimizer_in_bwd).</source>
        <translation>每个参数的梯度一产生就立即更新该参数，因此从不同时保存全部梯度（torchtune optimizer_in_bwd）。</translation>
    </message>
    <message>
        <source>Chunked loss</source>
        <translation>分块损失</translation>
    </message>
    <message>
        <source>Cross-entropy computed chunk by chunk: no fp32 copy of all the logits.</source>
        <translation>逐块计算交叉熵：不保留全部 logits 的 fp32 副本。</translation>
    </message>
    <message>
        <source>Activation offloading</source>
        <translation>激活卸载</translation>
    </message>
    <message>
        <source>Saved activations wait in host memory until backward; costs PCIe time when compute cannot hide it.</source>
        <translation>保存的激活在主机内存中等待反向传播使用；当计算无法掩盖时会耗费 PCIe 传输时间。</translation>
    </message>
    <message>
        <source>torch.compile</source>
        <translation>torch.compile</translation>
    </message>
    <message>
        <source>Fused kernels: fewer saved tensors and faster steps.</source>
        <translation>融合内核：保存的张量更少，每步更快。</translation>
    </message>
    <message>
        <source>Serving engine:</source>
        <translation>推理引擎：</translation>
    </message>
    <message>
        <source>How close decoding comes to the GPU&apos;s memory bandwidth. llama.cpp stores int8/int4 as GGUF Q8_0/Q4_K_M; Transformers&apos; generate() loop is the slowest.</source>
        <translation>解码能多接近 GPU 的显存带宽。llama.cpp 以 GGUF Q8_0/Q4_K_M 存储 int8/int4；Transformers 的 generate() 循环最慢。</translation>
    </message>
    <message>
        <source>Included: %1.</source>
        <translation>已计入：%1。</translation>
    </message>
    <message>
        <source>%1: %2 (%3)</source>
        <translation>%1：%2（%3）</translation>
    </message>
    <message>
        <source>Converted at %1.</source>
        <translation>按 %1 换算。</translation>
    </message>
    <message>
        <source>Serving keeps the model loaded for your users: the answer is the replicas that give each user the speed asked for, priced by the month.</source>
        <translation>推理服务让模型常驻供用户使用：方案给出能让每个用户达到所需速度的副本数，并按月计价。</translation>
    </message>
    <message>
        <source>%1 on %2 (%3, price of %4)</source>
        <translation>%1，%2（%3，报价日期 %4）</translation>
    </message>
    <message>
        <source>&lt;b&gt;%1&lt;/b&gt;: %2 GiB per GPU — %3 B parameters. %4</source>
        <translation>&lt;b&gt;%1&lt;/b&gt;：每块 GPU %2 GiB——%3 B 参数。%4</translation>
    </message>
    <message numerus="yes">
        <source>Cheapest: %1, %2 and %3 a run; %4 for %n run(s).</source>
        <translation>
            <numerusform>最便宜：%1，每次 %2、%3；%n 次共 %4。</numerusform>
        </translation>
    </message>
    <message>
        <source>Cheapest: %1, %2, %3 for the run.</source>
        <translation>最便宜：%1，%2，本次运行共 %3。</translation>
    </message>
    <message>
        <source>Each user should see %1 tokens/s (%2: %3).</source>
        <translation>每个用户应看到每秒 %1 个 token（%2：%3）。</translation>
    </message>
    <message>
        <source>The ranges: %1.</source>
        <translation>范围：%1。</translation>
    </message>
</context>
<context>
    <name>gp::PlanReport</name>
    <message>
        <source>serving (inference)</source>
        <translation>推理服务</translation>
    </message>
    <message>
        <source>full fine-tuning</source>
        <translation>全参数微调</translation>
    </message>
    <message>
        <source>freeze-tuning</source>
        <translation>冻结微调</translation>
    </message>
    <message>
        <source>LoRA fine-tuning</source>
        <translation>LoRA 微调</translation>
    </message>
    <message>
        <source>QLoRA fine-tuning</source>
        <translation>QLoRA 微调</translation>
    </message>
    <message>
        <source>The work</source>
        <translation>工作内容</translation>
    </message>
    <message>
        <source>%1 of %2 (%3 B parameters), %4, batch %5 × %6 tokens.</source>
        <translation>%2 的%1（%3 B 参数），%4，批大小 %5 × %6 个 token。</translation>
    </message>
    <message>
        <source>GPU memory per card: %1 GiB</source>
        <translation>每卡显存：%1 GiB</translation>
    </message>
    <message>
        <source>Term</source>
        <translation>项</translation>
    </message>
    <message>
        <source>GiB</source>
        <translation>GiB</translation>
    </message>
    <message>
        <source>How</source>
        <translation>计算方式</translation>
    </message>
    <message>
        <source>GPUs that fit, cheapest first</source>
        <translation>放得下的 GPU，按价格从低到高</translation>
    </message>
    <message>
        <source>GPU</source>
        <translation>GPU</translation>
    </message>
    <message>
        <source>Cards</source>
        <translation>卡数</translation>
    </message>
    <message>
        <source>Headroom</source>
        <translation>余量</translation>
    </message>
    <message>
        <source>Hours per run</source>
        <translation>每次小时数</translation>
    </message>
    <message>
        <source>Cheapest offer</source>
        <translation>最便宜的套餐</translation>
    </message>
    <message>
        <source>Cost per run</source>
        <translation>每次费用</translation>
    </message>
    <message>
        <source>no offer</source>
        <translation>没有套餐</translation>
    </message>
    <message>
        <source>Advice</source>
        <translation>建议</translation>
    </message>
    <message>
        <source>Buy or rent: %1</source>
        <translation>购买还是租用：%1</translation>
    </message>
    <message>
        <source>Option</source>
        <translation>选项</translation>
    </message>
    <message>
        <source>Per month</source>
        <translation>每月</translation>
    </message>
    <message>
        <source>Cumulative</source>
        <translation>累计</translation>
    </message>
    <message>
        <source>Scenario</source>
        <translation>场景</translation>
    </message>
    <message>
        <source>GPU-hours</source>
        <translation>GPU 小时</translation>
    </message>
    <message>
        <source>Billing</source>
        <translation>计费方式</translation>
    </message>
    <message>
        <source>Cost</source>
        <translation>费用</translation>
    </message>
    <message>
        <source>GPU plan: %1</source>
        <translation>GPU 规划：%1</translation>
    </message>
    <message>
        <source>Made with GPU Planner on %1.</source>
        <translation>由算力规划生成于 %1。</translation>
    </message>
    <message>
        <source>Per month (average)</source>
        <translation>每月（平均）</translation>
    </message>
    <message numerus="yes">
        <source>Budget: %n scenario(s), side by side</source>
        <translation>
            <numerusform>预算：%n 个场景并列对比</numerusform>
        </translation>
    </message>
    <message>
        <source>Total</source>
        <translation>合计</translation>
    </message>
    <message>
        <source>Peak GPUs</source>
        <translation>峰值 GPU 数</translation>
    </message>
    <message>
        <source>With buffer</source>
        <translation>含缓冲</translation>
    </message>
    <message>
        <source>Billing mix</source>
        <translation>计费组合</translation>
    </message>
    <message>
        <source>%1: item</source>
        <translation>%1：条目</translation>
    </message>
    <message numerus="yes">
        <source>%1 + %n item(s) without a price</source>
        <translation>
            <numerusform>%1 + %n 个条目无报价</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 of %2 (%3 B parameters), %4, %5 users at once at %6 tokens/s each, %7 prompt and %8 output tokens.</source>
        <translation>%2 的%1（%3 B 参数），%4，%5 个用户同时使用，每人 %6 token/秒，提示 %7 个 token、输出 %8 个 token。</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1：%2</translation>
    </message>
    <message>
        <source>%1 — %2</source>
        <translation>%1 — %2</translation>
    </message>
    <message>
        <source>The answer: %1 a run, %2 in all; %3.</source>
        <translation>答案：每次 %1，共 %2；%3。</translation>
    </message>
    <message>
        <source>The answer: each user sees %1 tokens/s (%2); %3.</source>
        <translation>答案：每个用户每秒 %1 个 token（%2）；%3。</translation>
    </message>
</context>
<context>
    <name>gp::PlanWorkloads</name>
    <message numerus="yes">
        <source>Serving %1 to %n user(s)</source>
        <translation>
            <numerusform>为 %n 个用户提供 %1 推理服务</numerusform>
        </translation>
    </message>
    <message>
        <source>Full fine-tune of %1</source>
        <translation>%1 全参数微调</translation>
    </message>
    <message>
        <source>Freeze-tuning of %1</source>
        <translation>%1 冻结微调</translation>
    </message>
    <message>
        <source>LoRA fine-tune of %1</source>
        <translation>%1 LoRA 微调</translation>
    </message>
    <message>
        <source>QLoRA fine-tune of %1</source>
        <translation>%1 QLoRA 微调</translation>
    </message>
    <message>
        <source>%1 · %2</source>
        <translation>%1 · %2</translation>
    </message>
</context>
<context>
    <name>gp::PriceAge</name>
    <message numerus="yes">
        <source>Oldest price used: %1 (%n day(s) old)</source>
        <translation>
            <numerusform>所用最旧的价格：%1（%n 天前）</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n price(s) used have no date</source>
        <translation>
            <numerusform>所用价格中有 %n 个没有日期</numerusform>
        </translation>
    </message>
    <message>
        <source>%1; %2</source>
        <translation>%1；%2</translation>
    </message>
    <message numerus="yes">
        <source>Some prices are past the %n-day freshness window: refresh the catalog or check them with the provider.</source>
        <translation>
            <numerusform>部分价格已超出 %n 天的新鲜期：请刷新目录，或向服务商核实。</numerusform>
        </translation>
    </message>
    <message>
        <source>Exchange rate: %1.</source>
        <translation>汇率：%1。</translation>
    </message>
    <message>
        <source>%1.</source>
        <translation>%1。</translation>
    </message>
    <message numerus="yes">
        <source>The exchange rate is %n day(s) old: refresh it, or set your own.</source>
        <translation>
            <numerusform>汇率已是 %n 天前的：请刷新，或设置你自己的汇率。</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>gp::PriceCatalog</name>
    <message>
        <source>is required</source>
        <translation>为必填项</translation>
    </message>
    <message>
        <source>must be a non-empty text</source>
        <translation>必须是非空文本</translation>
    </message>
    <message>
        <source>must be an object</source>
        <translation>必须是对象</translation>
    </message>
    <message>
        <source>unknown billing mode &quot;%1&quot; (hourly, daily, weekly, monthly, spot, per_task)</source>
        <translation>未知计费方式“%1”（hourly、daily、weekly、monthly、spot、per_task）</translation>
    </message>
    <message>
        <source>is required; leave the price out if it is not offered</source>
        <translation>为必填项；若不提供该价格，请删除整条价格</translation>
    </message>
    <message>
        <source>must be a number</source>
        <translation>必须是数字</translation>
    </message>
    <message>
        <source>must not be negative (%1)</source>
        <translation>不能为负数（%1）</translation>
    </message>
    <message>
        <source>is 0: a price that is not offered is left out, never written as 0</source>
        <translation>为 0：不提供的价格应删除，而不是写成 0</translation>
    </message>
    <message>
        <source>unknown currency &quot;%1&quot; (CNY or USD)</source>
        <translation>未知货币“%1”（CNY 或 USD）</translation>
    </message>
    <message>
        <source>unknown billing granularity &quot;%1&quot; (second, minute, hour, day, week, month, task)</source>
        <translation>未知计费粒度“%1”（second、minute、hour、day、week、month、task）</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a date like 2026-11-29</source>
        <translation>“%1”不是形如 2026-11-29 的日期</translation>
    </message>
    <message>
        <source>%1 is in the future</source>
        <translation>%1 是未来的日期</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is used by another offer</source>
        <translation>“%1”已被另一个套餐使用</translation>
    </message>
    <message>
        <source>unknown GPU id &quot;%1&quot;</source>
        <translation>未知的 GPU 标识“%1”</translation>
    </message>
    <message>
        <source>must be a whole number of GPUs from 1 to 64</source>
        <translation>必须是 1 到 64 之间的 GPU 整数数量</translation>
    </message>
    <message>
        <source>must be a non-empty list of prices</source>
        <translation>必须是非空的价格列表</translation>
    </message>
    <message>
        <source>the spot price (%1) is not below the hourly price (%2)</source>
        <translation>竞价价格（%1）不低于按小时价格（%2）</translation>
    </message>
    <message>
        <source>error</source>
        <translation>错误</translation>
    </message>
    <message>
        <source>warning</source>
        <translation>警告</translation>
    </message>
    <message>
        <source>not valid JSON at byte %1: %2</source>
        <translation>第 %1 字节处不是有效的 JSON：%2</translation>
    </message>
    <message>
        <source>must be a JSON object</source>
        <translation>必须是 JSON 对象</translation>
    </message>
    <message>
        <source>is required (this version of GPU Planner reads %1)</source>
        <translation>为必填项（本版本算力规划读取版本 %1）</translation>
    </message>
    <message>
        <source>%1 is newer than this version of GPU Planner understands (%2): update GPU Planner</source>
        <translation>%1 比本版本算力规划能理解的版本（%2）更新：请更新算力规划</translation>
    </message>
    <message>
        <source>must be an object with id and name</source>
        <translation>必须是包含 id 和 name 的对象</translation>
    </message>
    <message>
        <source>&quot;%1&quot; must use lower-case letters, digits, &apos;.&apos;, &apos;_&apos; and &apos;-&apos;</source>
        <translation>“%1”只能使用小写字母、数字、“.”、“_”和“-”</translation>
    </message>
    <message>
        <source>must be a list of offers</source>
        <translation>必须是套餐列表</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a valid URL.</source>
        <translation>“%1”不是有效的网址。</translation>
    </message>
    <message>
        <source>The catalog URL must use https:// (got &quot;%1&quot;).</source>
        <translation>目录地址必须使用 https://（收到的是“%1”）。</translation>
    </message>
    <message>
        <source>Catalog refresh failed: %1. The last good copy is still used.</source>
        <translation>目录更新失败：%1。仍在使用上一份完好的副本。</translation>
    </message>
    <message>
        <source>The catalogs are up to date.</source>
        <translation>目录已是最新。</translation>
    </message>
    <message>
        <source>the server answered HTTP %1</source>
        <translation>服务器返回 HTTP %1</translation>
    </message>
    <message>
        <source>the download is not valid JSON (%1)</source>
        <translation>下载内容不是有效的 JSON（%1）</translation>
    </message>
    <message>
        <source>unsupported schema_version %1</source>
        <translation>不支持的 schema_version %1</translation>
    </message>
    <message>
        <source>the download contains no providers</source>
        <translation>下载内容中没有任何平台</translation>
    </message>
    <message>
        <source>Catalog refresh failed: provider %1 of the download is invalid. The last good copy is still used.</source>
        <translation>目录更新失败：下载内容中的第 %1 个平台无效。仍在使用上一份完好的副本。</translation>
    </message>
    <message numerus="yes">
        <source>Catalogs updated: %n provider(s).</source>
        <translation>
            <numerusform>目录已更新：%n 个平台。</numerusform>
        </translation>
    </message>
    <message>
        <source>hourly</source>
        <translation>按小时</translation>
    </message>
    <message>
        <source>daily</source>
        <translation>按天</translation>
    </message>
    <message>
        <source>weekly</source>
        <translation>按周</translation>
    </message>
    <message>
        <source>monthly</source>
        <translation>包月</translation>
    </message>
    <message>
        <source>spot</source>
        <translation>竞价</translation>
    </message>
    <message>
        <source>per task</source>
        <translation>按任务</translation>
    </message>
    <message>
        <source>unknown interconnect &quot;%1&quot; (none, pcie, nvlink)</source>
        <translation>未知互联方式“%1”（none、pcie、nvlink）</translation>
    </message>
    <message>
        <source>must be a whole number of instances from 2 to 512</source>
        <translation>必须是 2 到 512 之间的实例整数数量</translation>
    </message>
    <message>
        <source>must be one of %1</source>
        <translation>必须是 %1 之一</translation>
    </message>
    <message>
        <source>must be the instance&apos;s network bandwidth in Gb/s, above 0 and at most 100000</source>
        <translation>必须是实例的网络带宽（Gb/s），大于 0 且不超过 100000</translation>
    </message>
    <message>
        <source>must be at most %1, not %2</source>
        <translation>不能超过 %1，而不是 %2</translation>
    </message>
    <message>
        <source>must be a number from 0 to %1, or null</source>
        <translation>必须是 0 到 %1 之间的数字，或为 null</translation>
    </message>
    <message>
        <source>must be true or false</source>
        <translation>必须是 true 或 false</translation>
    </message>
    <message>
        <source>the note says the price covers the GPU only: set &quot;gpu_only&quot;: true, so that totals do not take it for a whole instance</source>
        <translation>备注说明此价格仅含 GPU：请设置 &quot;gpu_only&quot;: true，以免合计把它当作整台实例的价格</translation>
    </message>
    <message numerus="yes">
        <source>%n offer(s) list a price for the GPUs only, with the host machine billed apart, so they are left out of the totals: %1.</source>
        <translation>
            <numerusform>%n 个套餐只列出了 GPU 的价格，主机另行计费，因此未计入合计：%1。</numerusform>
        </translation>
    </message>
    <message>
        <source>the source says its date is unknown: write null (date unknown), and the day it was fetched in &quot;retrieved&quot;</source>
        <translation>来源注明其日期未知：请写 null（日期未知），并把获取日期写入 &quot;retrieved&quot;</translation>
    </message>
    <message>
        <source>unknown confidence &quot;%1&quot; (listed, observed, reported)</source>
        <translation>未知的可信度 &quot;%1&quot;（listed、observed、reported）</translation>
    </message>
    <message>
        <source>listed</source>
        <translation>官方标价</translation>
    </message>
    <message>
        <source>observed</source>
        <translation>实际观测</translation>
    </message>
    <message>
        <source>reported</source>
        <translation>第三方转述</translation>
    </message>
    <message>
        <source>date unknown</source>
        <translation>日期未知</translation>
    </message>
    <message>
        <source>mixes prices of different kinds (%1): a median of offers cannot be set against a list price or a floor; give every price of the offer the same &quot;aggregation&quot;, or split the offer</source>
        <translation>混合了不同类型的价格（%1）：报价中位数不能与标价或最低价相比较；请为该套餐的所有价格设置相同的 &quot;aggregation&quot;，或拆分该套餐</translation>
    </message>
    <message>
        <source>names no fee: give disk_gb_month, stopped_disk_gb_month or egress_gb</source>
        <translation>未列出任何费用：请给出 disk_gb_month、stopped_disk_gb_month 或 egress_gb</translation>
    </message>
    <message>
        <source>%1: exchange_rate.%2 %3</source>
        <translation>%1：exchange_rate.%2 %3</translation>
    </message>
    <message>
        <source>%1: exchange_rate must be an object with cny_per_usd, date and source</source>
        <translation>%1：exchange_rate 必须是包含 cny_per_usd、date 和 source 的对象</translation>
    </message>
    <message>
        <source>must be a number from 0.01 to 1000</source>
        <translation>必须是 0.01 到 1000 之间的数</translation>
    </message>
    <message>
        <source>must be the day the rate held, like 2026-11-27</source>
        <translation>必须是该汇率适用的日期，如 2026-11-27</translation>
    </message>
    <message>
        <source>must say where the rate comes from</source>
        <translation>必须注明汇率来源</translation>
    </message>
    <message>
        <source>disk</source>
        <translation>磁盘</translation>
    </message>
    <message>
        <source>egress</source>
        <translation>出网流量</translation>
    </message>
    <message>
        <source>%1 prices</source>
        <translation>%1价格</translation>
    </message>
    <message>
        <source>%1 fees</source>
        <translation>%1费用</translation>
    </message>
    <message>
        <source>must be a list</source>
        <translation>必须是列表</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not one of %2</source>
        <translation>“%1”不在 %2 之中</translation>
    </message>
    <message>
        <source>a commit has a date: write the commit&apos;s date (git show -s --format=%cs &lt;commit&gt;)</source>
        <translation>提交是有日期的：请写入该提交的日期（git show -s --format=%cs &lt;commit&gt;）</translation>
    </message>
    <message>
        <source>The exchange rate could not be refreshed: %1</source>
        <translation>无法刷新汇率：%1</translation>
    </message>
    <message>
        <source>the answer is not a JSON object (%1)</source>
        <translation>回复不是 JSON 对象（%1）</translation>
    </message>
    <message>
        <source>the answer is not based on USD</source>
        <translation>回复不是以美元为基准</translation>
    </message>
    <message>
        <source>rates.CNY is missing or not a plausible rate</source>
        <translation>rates.CNY 缺失，或不是合理的汇率</translation>
    </message>
    <message>
        <source>the answer has no valid date</source>
        <translation>回复没有有效日期</translation>
    </message>
    <message>
        <source>the address must use https:// (got &quot;%1&quot;)</source>
        <translation>地址必须使用 https://（收到的是“%1”）</translation>
    </message>
    <message>
        <source>your own rate</source>
        <translation>你自己的汇率</translation>
    </message>
</context>
<context>
    <name>gp::PriceHistory</name>
    <message>
        <source>The price history %1 is damaged (%2); it was left as it is.</source>
        <translation>价格历史文件 %1 已损坏（%2）；已保持原样。</translation>
    </message>
    <message>
        <source>not a version %1 history</source>
        <translation>不是第 %1 版的价格历史</translation>
    </message>
    <message>
        <source>The price history %1 is damaged: %2; it was left as it is.</source>
        <translation>价格历史文件 %1 已损坏：%2；已保持原样。</translation>
    </message>
    <message>
        <source>There is no offer &quot;%1&quot;.</source>
        <translation>没有套餐“%1”。</translation>
    </message>
    <message>
        <source>The price history %1 was damaged; it was set aside as %2 and a new one begun.</source>
        <translation>价格历史文件 %1 已损坏；已另存为 %2，并开始记录新的历史。</translation>
    </message>
</context>
<context>
    <name>gp::PriceTrendChart</name>
    <message>
        <source>Select an offer to see its prices over time</source>
        <translation>选择一个套餐以查看其价格走势</translation>
    </message>
    <message>
        <source>%1: no dated price yet</source>
        <translation>%1：尚无带日期的价格</translation>
    </message>
    <message>
        <source>%1: prices over time</source>
        <translation>%1：价格走势</translation>
    </message>
</context>
<context>
    <name>gp::ProviderGuard</name>
    <message>
        <source>Profile %1 was not launched through a provider&apos;s API; give the guard a release command.</source>
        <translation>配置 %1 不是通过服务商 API 启动的；请为守护指定释放命令。</translation>
    </message>
    <message>
        <source>GPU Planner has no adapter for %1&apos;s API.</source>
        <translation>算力规划没有 %1 API 的适配器。</translation>
    </message>
    <message>
        <source>A guard stops or releases an instance.</source>
        <translation>守护只能停机或释放实例。</translation>
    </message>
    <message>
        <source>%1&apos;s API cannot %2 an instance; the guard can release it instead.</source>
        <translation>%1 的 API 不能对实例执行 %2；守护可以改为释放它。</translation>
    </message>
    <message>
        <source> The catalog lists a stopped instance&apos;s disk at %1 per GB and month.</source>
        <translation> 价格目录中停机实例的磁盘费用为每 GB 每月 %1。</translation>
    </message>
    <message>
        <source>When it fires, the guard stops %1 instance %2 through %1&apos;s API.</source>
        <translation>触发时，守护会通过 %1 的 API 停止 %1 实例 %2。</translation>
    </message>
    <message>
        <source>When it fires, the guard releases %1 instance %2 through %1&apos;s API.</source>
        <translation>触发时，守护会通过 %1 的 API 释放 %1 实例 %2。</translation>
    </message>
    <message>
        <source>%1 releases only an instance that is shut down already, which one request from a guard cannot wait for: let the guard stop it instead.</source>
        <translation>%1 只释放已关机的实例，守护进程的单个请求无法等待关机：请让守护进程改为关机。</translation>
    </message>
</context>
<context>
    <name>gp::ProviderLaunch</name>
    <message>
        <source>%1 %2 ×%3, %4/h</source>
        <translation>%1 %2 ×%3，%4/小时</translation>
    </message>
    <message>
        <source>%1 (catalog offer %2)</source>
        <translation>%1（目录报价 %2）</translation>
    </message>
    <message>
        <source>No API token for %1 is in the keychain: run &apos;gpuplanner-cli provider set-token %2&apos;.</source>
        <translation>钥匙串中没有 %1 的 API token：请运行“gpuplanner-cli provider set-token %2”。</translation>
    </message>
    <message>
        <source>GPU Planner has no adapter for %1&apos;s API.</source>
        <translation>算力规划没有 %1 API 的适配器。</translation>
    </message>
    <message numerus="yes">
        <source>%1&apos;s offer %2 comes with %n GPU(s); another count is another offer.</source>
        <translation>
            <numerusform>%1 的报价 %2 固定为 %n 块 GPU；其他数量请选其他报价。</numerusform>
        </translation>
    </message>
    <message>
        <source>A GPU count from 1 to 64, please.</source>
        <translation>GPU 数量请在 1 到 64 之间。</translation>
    </message>
    <message>
        <source>Cannot read the public key %1 (%2): a launch installs it on the instance.</source>
        <translation>无法读取公钥 %1（%2）：启动时需要把它安装到实例上。</translation>
    </message>
    <message>
        <source>%1 is not an OpenSSH public key.</source>
        <translation>%1 不是 OpenSSH 公钥。</translation>
    </message>
    <message>
        <source>%1 holds more than one key; give a file with one.</source>
        <translation>%1 中有不止一个公钥；请提供只含一个公钥的文件。</translation>
    </message>
    <message>
        <source>A host profile named &apos;%1&apos; exists already; give the launch another --name.</source>
        <translation>已存在名为“%1”的主机配置；请用 --name 换一个名称。</translation>
    </message>
    <message>
        <source>Creating %1 on %2…</source>
        <translation>正在 %2 上创建 %1…</translation>
    </message>
    <message>
        <source>%1 created instance %2, but its profile could not be saved (%3). It bills until released in %1&apos;s console.</source>
        <translation>%1 已创建实例 %2，但无法保存其配置（%3）。在 %1 的控制台中释放之前它会一直计费。</translation>
    </message>
    <message>
        <source>Instance %1 is created and saved as profile %2; waiting until it can be reached…</source>
        <translation>实例 %1 已创建并保存为配置 %2；正在等待它可以连接…</translation>
    </message>
    <message>
        <source>%1 It is saved as profile %2: &apos;gpuplanner-cli provider release %2&apos; releases it.</source>
        <translation>%1 它已保存为配置 %2：运行“gpuplanner-cli provider release %2”可以释放它。</translation>
    </message>
    <message>
        <source>Profile %1 was not launched through a provider&apos;s API: there is no rate to ask for.</source>
        <translation>配置 %1 不是通过服务商 API 启动的：无法查询费率。</translation>
    </message>
    <message>
        <source>%1 reports no hourly rate for instance %2 (it is %3).</source>
        <translation>%1 没有报告实例 %2 的小时费率（当前状态 %3）。</translation>
    </message>
    <message>
        <source>Profile %1 has neither a catalog offer nor a launch price to compare the rate with.</source>
        <translation>配置 %1 既没有关联目录报价，也没有启动时价格，无法比较费率。</translation>
    </message>
    <message>
        <source>It has run %1 h since launch: about %2 at %3/h.</source>
        <translation>自启动以来已运行 %1 小时：按 %3/小时计约 %2。</translation>
    </message>
    <message>
        <source>The password of instance %1 could not be kept in the keychain (%2): the instance&apos;s page in %3&apos;s console shows it.</source>
        <translation>实例 %1 的密码未能保存到钥匙串（%2）：可在 %3 控制台的实例页面查看。</translation>
    </message>
    <message>
        <source>%1&apos;s API does not say what it charges for an instance; its console&apos;s billing page does.</source>
        <translation>%1 的 API 不提供实例的计费单价；请查看其控制台的账单页面。</translation>
    </message>
    <message>
        <source>%1&apos;s offer %2 is one machine, in %3: it cannot be placed in %4. &apos;provider offers %5&apos; shows where each offer is.</source>
        <translation>%1 的报价 %2 是位于 %3 的一台机器：无法放到 %4。“provider offers %5”会列出每个报价所在的位置。</translation>
    </message>
    <message>
        <source>a place it does not name</source>
        <translation>未注明的地点</translation>
    </message>
</context>
<context>
    <name>gp::ProviderRunner</name>
    <message>
        <source>Another provider call is still running.</source>
        <translation>另一个服务商调用仍在进行。</translation>
    </message>
    <message>
        <source>GPU Planner has no adapter for %1&apos;s API.</source>
        <translation>算力规划没有 %1 API 的适配器。</translation>
    </message>
</context>
<context>
    <name>gp::ProvisionTab</name>
    <message>
        <source>System: %1 · driver %2 · CUDA %3 · working directory %4</source>
        <translation>系统：%1 · 驱动 %2 · CUDA %3 · 工作目录 %4</translation>
    </message>
    <message>
        <source>unknown</source>
        <translation>未知</translation>
    </message>
    <message>
        <source>none</source>
        <translation>无需</translation>
    </message>
    <message>
        <source>The minimum CUDA version &quot;%1&quot; is not a version such as 12.1.</source>
        <translation>最低 CUDA 版本“%1”不是形如 12.1 的版本号。</translation>
    </message>
    <message>
        <source>Browse…</source>
        <translation>浏览…</translation>
    </message>
    <message>
        <source>Setup &amp;script:</source>
        <translation>安装脚本(&amp;S)：</translation>
    </message>
    <message>
        <source>shell commands, run with sh -e in the working directory</source>
        <translation>shell 命令，在工作目录中用 sh -e 运行</translation>
    </message>
    <message>
        <source>&amp;requirements.txt:</source>
        <translation>&amp;requirements.txt：</translation>
    </message>
    <message>
        <source>pinned versions, so the environment can be rebuilt anywhere</source>
        <translation>固定版本，以便在任何平台重建同样的环境</translation>
    </message>
    <message>
        <source>&amp;Working directory:</source>
        <translation>工作目录(&amp;W)：</translation>
    </message>
    <message>
        <source>Minimum &amp;CUDA:</source>
        <translation>最低 CUDA(&amp;C)：</translation>
    </message>
    <message>
        <source>Run the recipes again even if they were applied</source>
        <translation>即使已执行过也重新运行配方</translation>
    </message>
    <message>
        <source>&amp;Provision</source>
        <translation>准备环境(&amp;P)</translation>
    </message>
</context>
<context>
    <name>gp::Provisioner</name>
    <message>
        <source>No NVIDIA driver answers on this instance (nvidia-smi is missing or fails), but CUDA %1 is needed.</source>
        <translation>此实例上没有可用的 NVIDIA 驱动（nvidia-smi 不存在或运行失败），但需要 CUDA %1。</translation>
    </message>
    <message>
        <source>%1; no NVIDIA driver answers (nvidia-smi is missing or fails).</source>
        <translation>%1；没有可用的 NVIDIA 驱动（nvidia-smi 不存在或运行失败）。</translation>
    </message>
    <message>
        <source>The driver %1 supports CUDA up to %2, but CUDA %3 is needed: pick an image or instance with a newer driver.</source>
        <translation>驱动 %1 最高支持 CUDA %2，但需要 CUDA %3：请选择驱动更新的镜像或实例。</translation>
    </message>
    <message>
        <source>%1; driver %2, CUDA %3.</source>
        <translation>%1；驱动 %2，CUDA %3。</translation>
    </message>
    <message>
        <source>Cannot create the working directory %1: %2</source>
        <translation>无法创建工作目录 %1：%2</translation>
    </message>
    <message>
        <source>Working directory %1.</source>
        <translation>工作目录 %1。</translation>
    </message>
    <message>
        <source>%1 was applied before: skipped.</source>
        <translation>%1 此前已执行过：跳过。</translation>
    </message>
    <message>
        <source>%1 failed with exit status %2: %3</source>
        <translation>%1 执行失败，退出状态 %2：%3</translation>
    </message>
    <message>
        <source>The setup recipe ran successfully.</source>
        <translation>环境配置脚本已成功运行。</translation>
    </message>
    <message>
        <source>The requirements are installed.</source>
        <translation>依赖已安装。</translation>
    </message>
    <message>
        <source>Cannot read %1: %2</source>
        <translation>无法读取 %1：%2</translation>
    </message>
    <message>
        <source>%1 is larger than 4 MiB: a setup script or requirements.txt should be a small text file.</source>
        <translation>%1 大于 4 MiB：安装脚本或 requirements.txt 应是小文本文件。</translation>
    </message>
</context>
<context>
    <name>gp::QuestionnaireMath</name>
    <message>
        <source>same region as the GPUs, at about %1 Mbit/s</source>
        <translation>与 GPU 同一地域，约 %1 Mbit/s</translation>
    </message>
    <message>
        <source>another region: about %1 Mbit/s sustained and $%2 per GB of egress</source>
        <translation>其他地域：持续约 %1 Mbit/s，出网流量每 GB $%2</translation>
    </message>
    <message>
        <source>uploaded from your machine at %1 Mbit/s</source>
        <translation>从您的电脑以 %1 Mbit/s 上传</translation>
    </message>
    <message>
        <source>%1 GB %2: %3 hours</source>
        <translation>%1 GB，%2：%3 小时</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not one of %2</source>
        <translation>“%1”不是以下之一：%2</translation>
    </message>
</context>
<context>
    <name>gp::Reconciliation</name>
    <message>
        <source>The plan&apos;s answer: %1 on %2 (%3), %4 = instances %5 + beyond the instances %6</source>
        <translation>规划的答案：%2 上的 %1（%3），%4 = 实例 %5 + 实例以外 %6</translation>
    </message>
    <message>
        <source>%1 the budget does not count (%2): %3</source>
        <translation>%1 预算不计入的部分（%2）：%3</translation>
    </message>
    <message>
        <source>the same offer</source>
        <translation>同一套餐</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1（%2）</translation>
    </message>
    <message>
        <source>Billed by the budget on %1 from %2, disk included: the same %3</source>
        <translation>预算在%1上自 %2 起计费（含磁盘）：同为 %3</translation>
    </message>
    <message>
        <source>Billed by the budget on %1 from %2, disk included: %3 → %4</source>
        <translation>预算在%1上自 %2 起计费（含磁盘）：%3 → %4</translation>
    </message>
    <message>
        <source>× risk factor %1 on the work&apos;s hours: %2 → %3</source>
        <translation>× 风险系数 %1（作用于工作时长）：%2 → %3</translation>
    </message>
    <message>
        <source>+ %1 % buffer: %2 → %3, the item&apos;s share of &quot;%4&quot;</source>
        <translation>+ %1% 缓冲：%2 → %3，即该条目在“%4”中的份额</translation>
    </message>
    <message numerus="yes">
        <source>The plan&apos;s answer: %1 over %n month(s), %2 a month (instances %3, beyond the instances %4)</source>
        <translation>
            <numerusform>规划的答案：%n 个月共 %1，每月 %2（实例 %3，实例以外 %4）</numerusform>
        </translation>
    </message>
    <message>
        <source> for %1 billed hours</source>
        <translation>（计费 %1 小时）</translation>
    </message>
    <message numerus="yes">
        <source>Buying the same %n card(s) instead: %1 a month of ownership (depreciation, power and upkeep; no rent, no provider&apos;s disk)</source>
        <translation>
            <numerusform>改为购买同样的 %n 块卡：每月持有成本 %1（折旧、电费和维护；无租金，也无平台磁盘费）</numerusform>
        </translation>
    </message>
    <message>
        <source>Here, %1: %2 a month = the machine %3%4 + its disk kept all month %5 (moving the data in and out is not counted here): %6 the plan&apos;s month</source>
        <translation>此页按%1：每月 %2 = 机器 %3%4 + 整月保留的磁盘 %5（此处不计数据的传入传出）：%6规划的月度</translation>
    </message>
    <message>
        <source>the same as</source>
        <translation>等于</translation>
    </message>
    <message>
        <source>%1 against</source>
        <translation>相差 %1，相对于</translation>
    </message>
    <message>
        <source>× this scenario&apos;s load %1: %2 → %3</source>
        <translation>× 本场景负载 %1：%2 → %3</translation>
    </message>
    <message>
        <source>Workload %1: %2</source>
        <translation>工作负载 %1：%2</translation>
    </message>
    <message>
        <source> (likely %1–%2)</source>
        <translation>（可能为 %1–%2）</translation>
    </message>
    <message>
        <source>× the estimate&apos;s slow end %1 on the work&apos;s hours: %2 → %3</source>
        <translation>× 估算的慢端 %1（作用于工作时长）：%2 → %3</translation>
    </message>
</context>
<context>
    <name>gp::RemoteWorker</name>
    <message>
        <source>Connecting to %1 …</source>
        <translation>正在连接 %1 …</translation>
    </message>
    <message>
        <source>Not connected.</source>
        <translation>未连接。</translation>
    </message>
    <message>
        <source>Connected (host key %1).</source>
        <translation>已连接（主机密钥 %1）。</translation>
    </message>
    <message>
        <source>Disconnected.</source>
        <translation>已断开。</translation>
    </message>
    <message>
        <source>Not connected: connect to the instance first.</source>
        <translation>未连接：请先连接实例。</translation>
    </message>
    <message>
        <source>The connection was lost.</source>
        <translation>连接已断开。</translation>
    </message>
    <message>
        <source>Cancelled before it started.</source>
        <translation>已在开始前取消。</translation>
    </message>
    <message>
        <source>Queued job %1; it runs detached from this connection.</source>
        <translation>作业 %1 已加入队列；它独立于此连接运行。</translation>
    </message>
</context>
<context>
    <name>gp::RunPod</name>
    <message>
        <source>A stopped RunPod pod stops billing its GPU but still bills its disk; releasing (terminating) it ends every charge and deletes the pod&apos;s disks.</source>
        <translation>停机的 RunPod Pod 不再按 GPU 计费，但磁盘仍计费；释放（终止）后所有费用结束，Pod 的磁盘也会被删除。</translation>
    </message>
    <message>
        <source>no &apos;gpus&apos; list in the catalog</source>
        <translation>GPU 目录中没有“gpus”列表</translation>
    </message>
    <message>
        <source>a GPU type without an id or a price</source>
        <translation>有 GPU 类型缺少 ID 或价格</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a RunPod offer (secure:GPU TYPE or community:GPU TYPE, as &apos;provider offers runpod&apos; lists them)</source>
        <translation>“%1”不是 RunPod 报价（格式为 secure:GPU 类型 或 community:GPU 类型，见“provider offers runpod”）</translation>
    </message>
    <message>
        <source>RunPod&apos;s API v2 cannot create interruptible (spot) pods.</source>
        <translation>RunPod API v2 不能创建可中断（竞价）Pod。</translation>
    </message>
    <message>
        <source>the new pod came back without an id</source>
        <translation>新建的 Pod 返回时没有 ID</translation>
    </message>
    <message>
        <source>pod %1 came back without its id</source>
        <translation>返回的 Pod %1 不带 ID</translation>
    </message>
    <message>
        <source>no &apos;pods&apos; list</source>
        <translation>没有“pods”列表</translation>
    </message>
</context>
<context>
    <name>gp::SafeRead</name>
    <message>
        <source>Cannot read &quot;%1&quot;: %2</source>
        <translation>无法读取“%1”：%2</translation>
    </message>
    <message>
        <source>it is a folder, not a file</source>
        <translation>它是文件夹，不是文件</translation>
    </message>
    <message>
        <source>it is not a regular file (a pipe, socket or device)</source>
        <translation>它不是普通文件（管道、套接字或设备）</translation>
    </message>
    <message>
        <source>it is %1, more than the %2 this file may have</source>
        <translation>它有 %1，超过此类文件允许的 %2</translation>
    </message>
    <message>
        <source>it is more than the %1 this file may have</source>
        <translation>它超过此类文件允许的 %1</translation>
    </message>
</context>
<context>
    <name>gp::SafeSave</name>
    <message>
        <source>Cannot write &quot;%1&quot;: %2. Nothing was replaced.</source>
        <translation>无法写入“%1”：%2。没有替换任何文件。</translation>
    </message>
    <message>
        <source>it is a folder</source>
        <translation>它是一个文件夹</translation>
    </message>
    <message>
        <source>it is not a regular file (a FIFO or socket would block)</source>
        <translation>它不是普通文件（写入 FIFO 或套接字会一直阻塞）</translation>
    </message>
    <message>
        <source>its folder cannot be created</source>
        <translation>无法创建它所在的文件夹</translation>
    </message>
</context>
<context>
    <name>gp::ScaleOutExport</name>
    <message>
        <source>The plan has no questionnaire answers: answer them in the app and save the plan first.</source>
        <translation>规划中没有问卷答案：请先在应用中填写问卷并保存规划。</translation>
    </message>
    <message>
        <source>No priced GPU runs this plan, so there is nothing to export.</source>
        <translation>没有可定价的 GPU 能运行此规划，因此无可导出内容。</translation>
    </message>
    <message>
        <source>No priced GPU runs this plan, so there is nothing to export: %1</source>
        <translation>没有可定价的 GPU 能运行此规划，因此无可导出内容：%1</translation>
    </message>
    <message>
        <source>SkyPilot has no accelerator for %1 (its clouds do not rent it): choose another GPU in the plan, or export for Kubernetes.</source>
        <translation>SkyPilot 没有 %1 这种加速器（它支持的云不出租）：请在规划中选择其他 GPU，或导出为 Kubernetes。</translation>
    </message>
    <message>
        <source>%1 is not an NVIDIA GPU: the manifest asks for nvidia.com/gpu, which only NVIDIA&apos;s device plugin offers.</source>
        <translation>%1 不是 NVIDIA GPU：清单申请的是 nvidia.com/gpu，只有 NVIDIA 的设备插件提供。</translation>
    </message>
    <message>
        <source>The YAML could not be written: %1</source>
        <translation>无法写出 YAML：%1</translation>
    </message>
    <message>
        <source>SkyPilot task written by GPU Planner for %1 on %2 × %3 GPU(s) of %4 (ZeRO stage %7, tensor parallel %8, pipeline parallel %9). Put your training script in train.py (and its packages in requirements.txt), then: sky launch -c %5 %6</source>
        <translation>由 GPU Planner 为 %1 生成的 SkyPilot 任务：%2 × %3 块 %4（ZeRO 阶段 %7，张量并行 %8，流水线并行 %9）。请把训练脚本放在 train.py（依赖写入 requirements.txt），然后运行：sky launch -c %5 %6</translation>
    </message>
    <message>
        <source>Kubernetes manifest written by GPU Planner for %1 on %2 × %3 GPU(s) of %4: a volume for the data, a headless Service for the nodes to find each other, and an Indexed Job with one pod per node (ZeRO stage %6, tensor parallel %7, pipeline parallel %8). Apply with: kubectl apply -f %5</source>
        <translation>由 GPU Planner 为 %1 生成的 Kubernetes 清单：%2 × %3 块 %4；包含存放数据的卷、供各节点互相发现的 headless Service，以及每个节点一个 Pod 的 Indexed Job（ZeRO 阶段 %6，张量并行 %7，流水线并行 %8）。应用方式：kubectl apply -f %5</translation>
    </message>
    <message>
        <source>Only a training plan can be exported as a cluster job; this workload serves a model.</source>
        <translation>只有训练规划可以导出为集群作业；此工作负载是模型推理服务。</translation>
    </message>
</context>
<context>
    <name>gp::ScenarioModel</name>
    <message>
        <source>Fine-tuning</source>
        <translation>微调</translation>
    </message>
    <message>
        <source>Inference service</source>
        <translation>推理服务</translation>
    </message>
    <message>
        <source>Data processing</source>
        <translation>数据处理</translation>
    </message>
    <message>
        <source>Tests</source>
        <translation>测试</translation>
    </message>
    <message>
        <source>%1 (copy)</source>
        <translation>%1（副本）</translation>
    </message>
    <message>
        <source>auto</source>
        <translation>自动</translation>
    </message>
    <message>
        <source>no offer</source>
        <translation>没有套餐</translation>
    </message>
    <message>
        <source>%1, %2</source>
        <translation>%1，%2</translation>
    </message>
    <message>
        <source> (stale price)</source>
        <translation>（价格已过期）</translation>
    </message>
    <message>
        <source>Kind</source>
        <translation>类型</translation>
    </message>
    <message>
        <source>GPU</source>
        <translation>GPU</translation>
    </message>
    <message>
        <source>GPUs</source>
        <translation>GPU 数</translation>
    </message>
    <message>
        <source>Hours per run</source>
        <translation>每次小时数</translation>
    </message>
    <message>
        <source>Runs</source>
        <translation>次数</translation>
    </message>
    <message>
        <source>Span (days)</source>
        <translation>持续（天）</translation>
    </message>
    <message>
        <source>Start month</source>
        <translation>开始月份</translation>
    </message>
    <message>
        <source>Spot OK</source>
        <translation>可用竞价</translation>
    </message>
    <message>
        <source>GPU-hours</source>
        <translation>GPU 小时</translation>
    </message>
    <message>
        <source>Cheapest billing</source>
        <translation>最便宜的计费方式</translation>
    </message>
    <message>
        <source>Cost</source>
        <translation>费用</translation>
    </message>
    <message>
        <source>Item</source>
        <translation>条目</translation>
    </message>
    <message>
        <source>Follows the plan&apos;s answer: its GPU, cards, hours and runs change with the plan. Editing them makes the item your own.</source>
        <translation>跟随规划的答案：其 GPU、卡数、时长和次数随规划变化。修改这些值后，该条目就归您自己管理。</translation>
    </message>
    <message>
        <source>Follows the plan on %1: its cards, hours and runs change with the plan. Editing them makes the item your own.</source>
        <translation>跟随规划在 %1 上的部署：其卡数、时长和次数随规划变化。修改这些值后，该条目就归您自己管理。</translation>
    </message>
    <message>
        <source>date unknown</source>
        <translation>日期未知</translation>
    </message>
    <message>
        <source>Price of</source>
        <translation>价格日期</translation>
    </message>
</context>
<context>
    <name>gp::SecretStore</name>
    <message>
        <source>The system keychain is not available (%1). GPU Planner never stores secrets in plain text, so it will ask for them each time.</source>
        <translation>系统钥匙串不可用（%1）。GPU Planner 从不以明文保存密钥，因此每次都会询问。</translation>
    </message>
</context>
<context>
    <name>gp::SkyPilotImporter</name>
    <message>
        <source>line %1</source>
        <translation>第 %1 行</translation>
    </message>
    <message>
        <source>the file is empty</source>
        <translation>文件为空</translation>
    </message>
    <message>
        <source>the header has no %1 column</source>
        <translation>表头中没有 %1 列</translation>
    </message>
    <message>
        <source>Imported from SkyPilot&apos;s catalog: on-demand and spot prices in USD per instance-hour.</source>
        <translation>导入自 SkyPilot 目录：按需和竞价价格，单位为美元/实例小时。</translation>
    </message>
    <message>
        <source>%1: a GPU-only price without its host VM (priced separately by this cloud); skipped</source>
        <translation>%1：只有 GPU 部分的价格，不含宿主虚拟机（该云单独计价）；已跳过</translation>
    </message>
    <message>
        <source>unknown GPU &quot;%1&quot;; skipped</source>
        <translation>未知 GPU“%1”；已跳过</translation>
    </message>
    <message>
        <source>vCPU/RAM %1/%2 look like placeholders; left unknown</source>
        <translation>vCPU/内存 %1/%2 看起来是占位值；记为未知</translation>
    </message>
    <message>
        <source>spot price %1 is not below on-demand %2; spot left out</source>
        <translation>竞价价格 %1 不低于按需价格 %2；已忽略竞价价格</translation>
    </message>
    <message>
        <source>no GPU offers could be imported</source>
        <translation>没有可导入的 GPU 套餐</translation>
    </message>
    <message>
        <source>the import was cancelled</source>
        <translation>导入已取消</translation>
    </message>
    <message>
        <source>no usable GPU count or price (count &quot;%1&quot;, price &quot;%2&quot;); skipped</source>
        <translation>没有可用的 GPU 数量或价格（数量“%1”，价格“%2”）；已跳过</translation>
    </message>
    <message>
        <source>more than %1 GPU offers: a catalog this large could not be loaded again. Import one cloud&apos;s file at a time, or remove regions you do not use.</source>
        <translation>超过 %1 个 GPU 套餐：这么大的目录无法再次加载。请一次导入一个云的文件，或删除不用的区域。</translation>
    </message>
    <message numerus="yes">
        <source>%n more warning(s) not shown</source>
        <translation>
            <numerusform>另有 %n 条警告未显示</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>gp::SmokeReportModel</name>
    <message>
        <source>passed</source>
        <translation>通过</translation>
    </message>
    <message>
        <source>warning</source>
        <translation>警告</translation>
    </message>
    <message>
        <source>failed</source>
        <translation>失败</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>结果</translation>
    </message>
    <message>
        <source>Check</source>
        <translation>检查项</translation>
    </message>
    <message>
        <source>Measured</source>
        <translation>实测</translation>
    </message>
    <message>
        <source>Expected</source>
        <translation>预期</translation>
    </message>
    <message>
        <source>What it means</source>
        <translation>含义</translation>
    </message>
    <message>
        <source>skipped</source>
        <translation>已跳过</translation>
    </message>
</context>
<context>
    <name>gp::SmokeTab</name>
    <message>
        <source>Export smoke test</source>
        <translation>导出冒烟测试</translation>
    </message>
    <message>
        <source>Markdown (*.md);;CSV (*.csv);;JSON (*.json)</source>
        <translation>Markdown (*.md);;CSV (*.csv);;JSON (*.json)</translation>
    </message>
    <message>
        <source>Plan calibrated. %1</source>
        <translation>规划已校准。%1</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not an http:// or https:// URL to download from.</source>
        <translation>“%1”不是可供下载的 http:// 或 https:// 网址。</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a duration such as 8h, 30m or 2h30m.</source>
        <translation>“%1”不是形如 8h、30m 或 2h30m 的时长。</translation>
    </message>
    <message>
        <source>Run a smoke test first.</source>
        <translation>请先运行冒烟测试。</translation>
    </message>
    <message>
        <source>Smoke test exported to %1.</source>
        <translation>冒烟测试已导出到 %1。</translation>
    </message>
    <message>
        <source>No smoke test yet. Connect, then run one: it takes about a minute and tells you whether the instance is what you pay for.</source>
        <translation>还没有冒烟测试。连接后运行一次：约一分钟，就能知道实例是否货真价实。</translation>
    </message>
    <message>
        <source>&lt;b&gt;%1&lt;/b&gt; at %2: %3. %4</source>
        <translation>&lt;b&gt;%1&lt;/b&gt;，%2：%3。%4</translation>
    </message>
    <message>
        <source>Added to the plan, which is not saved yet (Ctrl+S saves it).</source>
        <translation>已加入规划，但规划尚未保存（按 Ctrl+S 保存）。</translation>
    </message>
    <message>
        <source>Saved with the plan.</source>
        <translation>已随规划保存。</translation>
    </message>
    <message>
        <source>Run a smoke test with your training command first.</source>
        <translation>请先带上你的训练命令运行一次冒烟测试。</translation>
    </message>
    <message>
        <source>Store the measured speed (%1 × the estimate) in the plan: its times and costs on %2 follow it.</source>
        <translation>把实测速度（估算的 %1 倍）存入规划：规划在 %2 上的时间和费用将按它计算。</translation>
    </message>
    <message>
        <source>GPU memory the plan needs:</source>
        <translation>规划所需显存：</translation>
    </message>
    <message>
        <source>The smoke test holds this much on every GPU through a compute step (0: skip)</source>
        <translation>冒烟测试会在每块 GPU 上占用这么多显存并完成一次计算（0：跳过）</translation>
    </message>
    <message>
        <source>&amp;Level:</source>
        <translation>级别(&amp;L)：</translation>
    </message>
    <message>
        <source>Quick (under a minute)</source>
        <translation>快速（一分钟内）</translation>
    </message>
    <message>
        <source>Full (under five minutes, sustained load)</source>
        <translation>完整（五分钟内，持续负载）</translation>
    </message>
    <message>
        <source>Download &amp;test URL:</source>
        <translation>下载测试网址(&amp;T)：</translation>
    </message>
    <message>
        <source>empty: the platform&apos;s Hugging Face mirror when the offer is known</source>
        <translation>留空：已知套餐时使用该平台的 Hugging Face 镜像</translation>
    </message>
    <message>
        <source>Your training command:</source>
        <translation>你的训练命令：</translation>
    </message>
    <message>
        <source>optional, e.g. python train.py --max_steps {steps} (runs last, in the working directory)</source>
        <translation>可选，如 python train.py --max_steps {steps}（最后运行，在工作目录中）</translation>
    </message>
    <message>
        <source>Steps:</source>
        <translation>步数：</translation>
    </message>
    <message>
        <source>Replaces {steps} in the command; also given as $GP_MAX_STEPS</source>
        <translation>替换命令中的 {steps}；也以 $GP_MAX_STEPS 提供</translation>
    </message>
    <message>
        <source>Timeout:</source>
        <translation>超时：</translation>
    </message>
    <message>
        <source>&amp;Run smoke test</source>
        <translation>运行冒烟测试(&amp;R)</translation>
    </message>
    <message>
        <source>Checks GPUs, driver, PyTorch, PCIe, errors, clocks, sustained compute and its results, memory bandwidth, NVLink, network, CPU, RAM and disk against the offer (F5)</source>
        <translation>对照套餐检查 GPU、驱动、PyTorch、PCIe、错误、时钟、持续算力及其结果、显存带宽、NVLink、网络、CPU、内存和磁盘（F5）</translation>
    </message>
    <message>
        <source>E&amp;xport…</source>
        <translation>导出(&amp;X)…</translation>
    </message>
    <message>
        <source>Ca&amp;librate this plan</source>
        <translation>校准此规划(&amp;L)</translation>
    </message>
</context>
<context>
    <name>gp::SmokeTest</name>
    <message>
        <source>nvidia-smi not found</source>
        <translation>未找到 nvidia-smi</translation>
    </message>
    <message>
        <source>No NVIDIA driver is visible: nvidia-smi is missing. On a GPU instance this means a broken image or a CPU-only machine; ask the provider before paying for more time.</source>
        <translation>看不到 NVIDIA 驱动：缺少 nvidia-smi。在 GPU 实例上这意味着镜像有问题或是纯 CPU 机器；请先联系平台，再继续付费。</translation>
    </message>
    <message>
        <source>0 GPUs</source>
        <translation>0 块 GPU</translation>
    </message>
    <message>
        <source>nvidia-smi runs but lists no GPU: the driver is not loaded or the container has no GPU attached.</source>
        <translation>nvidia-smi 能运行但没有列出 GPU：驱动未加载，或容器没有挂载 GPU。</translation>
    </message>
    <message numerus="yes">
        <source>%n GPU(s)</source>
        <translation>
            <numerusform>%n 块 GPU</numerusform>
        </translation>
    </message>
    <message>
        <source>GPUs are visible.</source>
        <translation>可以看到 GPU。</translation>
    </message>
    <message>
        <source>As many GPUs as the offer promises.</source>
        <translation>GPU 数量与套餐承诺一致。</translation>
    </message>
    <message>
        <source>Fewer GPUs than the offer promises: stop the instance and ask the provider.</source>
        <translation>GPU 数量少于套餐承诺：请停止实例并联系平台。</translation>
    </message>
    <message>
        <source>The GPU model matches the offer.</source>
        <translation>GPU 型号与套餐一致。</translation>
    </message>
    <message>
        <source>The GPU is not the model the offer names: check the instance type before you run.</source>
        <translation>GPU 型号与套餐标明的不符：运行前请检查实例类型。</translation>
    </message>
    <message>
        <source>%1 MiB</source>
        <translation>%1 MiB</translation>
    </message>
    <message>
        <source>Usable GPU memory is what the offer promises (the driver keeps a little).</source>
        <translation>可用显存与套餐承诺一致（驱动会保留一小部分）。</translation>
    </message>
    <message>
        <source>Less GPU memory than promised: a vGPU slice, MIG instance or another process may be using it. Plans sized for the full card may not fit.</source>
        <translation>显存少于承诺：可能是 vGPU 切片、MIG 实例或有其他进程占用。按整卡规划的任务可能放不下。</translation>
    </message>
    <message>
        <source>driver %1, CUDA %2</source>
        <translation>驱动 %1，CUDA %2</translation>
    </message>
    <message>
        <source>unknown</source>
        <translation>未知</translation>
    </message>
    <message>
        <source>The newest CUDA this driver supports is %1.</source>
        <translation>此驱动支持的最高 CUDA 版本为 %1。</translation>
    </message>
    <message>
        <source>missing</source>
        <translation>缺失</translation>
    </message>
    <message>
        <source>There is no Python on the instance: install python3 and your environment (Provision) before training.</source>
        <translation>实例上没有 Python：训练前请安装 python3 和您的环境（初始化）。</translation>
    </message>
    <message>
        <source>PyTorch is not installed (or does not import). Install the build for this driver&apos;s CUDA, e.g. pip install torch --index-url https://download.pytorch.org/whl/cu124.</source>
        <translation>未安装 PyTorch（或无法导入）。请安装与此驱动 CUDA 匹配的版本，例如 pip install torch --index-url https://download.pytorch.org/whl/cu124。</translation>
    </message>
    <message>
        <source>PyTorch imports.</source>
        <translation>PyTorch 可以导入。</translation>
    </message>
    <message>
        <source>CPU-only build</source>
        <translation>纯 CPU 版本</translation>
    </message>
    <message>
        <source>a CUDA build</source>
        <translation>CUDA 版本</translation>
    </message>
    <message>
        <source>This PyTorch was built without CUDA: it cannot use the GPUs. Reinstall a CUDA build.</source>
        <translation>此 PyTorch 不含 CUDA 支持，无法使用 GPU。请重新安装 CUDA 版本。</translation>
    </message>
    <message>
        <source>built for CUDA %1</source>
        <translation>为 CUDA %1 编译</translation>
    </message>
    <message>
        <source>CUDA ≤ %1</source>
        <translation>CUDA ≤ %1</translation>
    </message>
    <message>
        <source>PyTorch needs CUDA %1 but the driver supports only %2: install a PyTorch build for CUDA %2 or older, or rent an instance with a newer driver.</source>
        <translation>PyTorch 需要 CUDA %1，但驱动只支持到 %2：请安装适用于 CUDA %2 或更低版本的 PyTorch，或租用驱动更新的实例。</translation>
    </message>
    <message>
        <source>torch.cuda.is_available() is False</source>
        <translation>torch.cuda.is_available() 为 False</translation>
    </message>
    <message>
        <source>True</source>
        <translation>True</translation>
    </message>
    <message>
        <source>PyTorch cannot reach the GPU although it was built for CUDA %1: check that the container was started with GPU access.</source>
        <translation>PyTorch 虽为 CUDA %1 编译却无法访问 GPU：请检查容器启动时是否开放了 GPU。</translation>
    </message>
    <message>
        <source>CUDA %1</source>
        <translation>CUDA %1</translation>
    </message>
    <message>
        <source>PyTorch sees the GPUs.</source>
        <translation>PyTorch 能看到 GPU。</translation>
    </message>
    <message>
        <source>%1 TFLOPS</source>
        <translation>%1 TFLOPS</translation>
    </message>
    <message>
        <source>%1 TFLOPS dense</source>
        <translation>%1 TFLOPS（稠密）</translation>
    </message>
    <message>
        <source>The GPU computes at less than half its datasheet rate: throttling, a shared GPU or a slower variant. Expect longer runs than planned.</source>
        <translation>GPU 算力不到规格书的一半：可能降频、被共享或是较慢的型号。运行时间会比规划更长。</translation>
    </message>
    <message>
        <source>%1 GB/s</source>
        <translation>%1 GB/s</translation>
    </message>
    <message>
        <source>Device memory bandwidth is as expected.</source>
        <translation>显存带宽符合预期。</translation>
    </message>
    <message>
        <source>%1 GiB</source>
        <translation>%1 GiB</translation>
    </message>
    <message>
        <source>CPU cores as promised.</source>
        <translation>CPU 核数与承诺一致。</translation>
    </message>
    <message>
        <source>Fewer CPU cores than the offer promises.</source>
        <translation>CPU 核数少于套餐承诺。</translation>
    </message>
    <message>
        <source>CPU cores available.</source>
        <translation>可用 CPU 核数。</translation>
    </message>
    <message>
        <source>Memory as promised.</source>
        <translation>内存与承诺一致。</translation>
    </message>
    <message>
        <source>Less RAM than the offer promises.</source>
        <translation>内存少于套餐承诺。</translation>
    </message>
    <message>
        <source>System memory.</source>
        <translation>系统内存。</translation>
    </message>
    <message>
        <source>%1 GiB free</source>
        <translation>剩余 %1 GiB</translation>
    </message>
    <message>
        <source>Enough free disk for data, code and checkpoints.</source>
        <translation>磁盘剩余空间足够存放数据、代码和检查点。</translation>
    </message>
    <message>
        <source>Little free disk: checkpoints and datasets may fill it and stop the run.</source>
        <translation>磁盘剩余空间不多：检查点和数据集可能写满磁盘导致运行中断。</translation>
    </message>
    <message>
        <source>%1 MB/s</source>
        <translation>%1 MB/s</translation>
    </message>
    <message>
        <source>The data directory reads fast enough to feed the GPUs.</source>
        <translation>数据目录读取速度足以喂饱 GPU。</translation>
    </message>
    <message>
        <source>The data directory reads slowly: the GPUs may wait for data. Copy the data to local disk.</source>
        <translation>数据目录读取较慢：GPU 可能会等待数据。请把数据复制到本地磁盘。</translation>
    </message>
    <message>
        <source>The probe did not run (exit status %1): %2</source>
        <translation>探针未能运行（退出码 %1）：%2</translation>
    </message>
    <message>
        <source>import failed</source>
        <translation>导入失败</translation>
    </message>
    <message>
        <source>The user-task script is missing from this build.</source>
        <translation>此构建缺少用户任务脚本。</translation>
    </message>
    <message>
        <source>did not run</source>
        <translation>未运行</translation>
    </message>
    <message>
        <source>exit 0</source>
        <translation>退出码 0</translation>
    </message>
    <message>
        <source>Your command could not be started on the instance.</source>
        <translation>你的命令无法在实例上启动。</translation>
    </message>
    <message>
        <source>exit 0 within %1 s</source>
        <translation>%1 秒内以退出码 0 结束</translation>
    </message>
    <message>
        <source>stopped after %1 s</source>
        <translation>%1 秒后被终止</translation>
    </message>
    <message numerus="yes">
        <source>Your command ran until the timeout: lower the step limit, or raise the timeout if %n step(s) should take longer.</source>
        <translation>
            <numerusform>你的命令一直运行到超时：请降低步数上限；若 %n 步本就需要更久，请提高超时。</numerusform>
        </translation>
    </message>
    <message>
        <source>exit 0 in %1 s</source>
        <translation>%1 秒内以退出码 0 结束</translation>
    </message>
    <message numerus="yes">
        <source>Your command ran %n step(s) and finished cleanly.</source>
        <translation>
            <numerusform>你的命令运行了 %n 步并正常结束。</numerusform>
        </translation>
    </message>
    <message>
        <source>exit %1 after %2 s</source>
        <translation>%2 秒后以退出码 %1 结束</translation>
    </message>
    <message>
        <source>Your command failed. Its last line of output: %1</source>
        <translation>你的命令失败。最后一行输出：%1</translation>
    </message>
    <message>
        <source>%1 MiB peak</source>
        <translation>峰值 %1 MiB</translation>
    </message>
    <message>
        <source>≤ %1 MiB</source>
        <translation>≤ %1 MiB</translation>
    </message>
    <message>
        <source>Your run filled the GPU (%1 %): longer sequences or a bigger batch will run out of memory.</source>
        <translation>你的运行占满了 GPU（%1 %）：更长的序列或更大的批次会显存不足。</translation>
    </message>
    <message>
        <source>Your run peaked at %1 % of the fullest GPU&apos;s memory.</source>
        <translation>你的运行峰值为最满那块 GPU 显存的 %1 %。</translation>
    </message>
    <message>
        <source>not measured</source>
        <translation>未测得</translation>
    </message>
    <message>
        <source>No GPU memory use was seen (no nvidia-smi, or the command used no GPU).</source>
        <translation>未观察到 GPU 显存占用（没有 nvidia-smi，或命令未使用 GPU）。</translation>
    </message>
    <message numerus="yes">
        <source>%n step(s) × %1 tokens × %2 in %3 s of GPU work</source>
        <translation>
            <numerusform>%n 步 × %1 tokens × %2，GPU 工作 %3 秒</numerusform>
        </translation>
    </message>
    <message>
        <source>No NVIDIA GPU is visible (nvidia-smi is missing).</source>
        <translation>看不到 NVIDIA GPU（缺少 nvidia-smi）。</translation>
    </message>
    <message>
        <source>nvidia-smi lists no GPU.</source>
        <translation>nvidia-smi 未列出任何 GPU。</translation>
    </message>
    <message>
        <source>No offer to compare with: choose the offer you rented.</source>
        <translation>没有可对比的套餐：请选择你租用的套餐。</translation>
    </message>
    <message>
        <source>nvidia-smi -q printed nothing readable.</source>
        <translation>nvidia-smi -q 没有输出可读内容。</translation>
    </message>
    <message>
        <source>%1: uncorrectable ECC errors since the driver loaded</source>
        <translation>%1：驱动加载以来出现不可纠正的 ECC 错误</translation>
    </message>
    <message>
        <source>%1: retired pages pending a reset</source>
        <translation>%1：有待重置生效的退役页</translation>
    </message>
    <message>
        <source>%1: row remapping pending a reset</source>
        <translation>%1：有待重置生效的行重映射</translation>
    </message>
    <message>
        <source>%1: row remapping failed</source>
        <translation>%1：行重映射失败</translation>
    </message>
    <message>
        <source>ECC %1 corrected, %2 uncorrectable; %3 retired pages; %4 remapped rows</source>
        <translation>ECC 已纠正 %1、不可纠正 %2；退役页 %3；重映射行 %4</translation>
    </message>
    <message>
        <source>kernel log not readable</source>
        <translation>内核日志不可读</translation>
    </message>
    <message>
        <source>no uncorrectable errors, no hardware Xid</source>
        <translation>无不可纠正错误，无硬件 Xid</translation>
    </message>
    <message>
        <source>The GPU reports memory or hardware errors (%1): ask for another machine before you train on it.</source>
        <translation>GPU 报告了显存或硬件错误（%1）：训练前请要求更换机器。</translation>
    </message>
    <message>
        <source>Corrected memory errors, retired pages or program errors were logged: the card works, but watch it.</source>
        <translation>记录到已纠正的显存错误、退役页或程序错误：显卡可用，但需留意。</translation>
    </message>
    <message>
        <source>No memory errors, retired pages or driver errors are reported.</source>
        <translation>未报告显存错误、退役页或驱动错误。</translation>
    </message>
    <message>
        <source>nvidia-smi could not be read under load.</source>
        <translation>负载下无法读取 nvidia-smi。</translation>
    </message>
    <message>
        <source>No load could run (PyTorch with CUDA is needed).</source>
        <translation>无法施加负载（需要支持 CUDA 的 PyTorch）。</translation>
    </message>
    <message>
        <source>%1 °C, %2 W</source>
        <translation>%1 °C，%2 W</translation>
    </message>
    <message>
        <source>SM clock %1 % of max</source>
        <translation>SM 时钟为最高值的 %1 %</translation>
    </message>
    <message>
        <source>no hardware slowdown, &lt; %1 °C</source>
        <translation>无硬件降频，&lt; %1 °C</translation>
    </message>
    <message>
        <source>The hardware slowed the GPU down (%1): overheating, a power brake or a failing PSU. Expect far less speed than paid for; ask for another machine.</source>
        <translation>硬件让 GPU 降频了（%1）：过热、功率制动或电源故障。实际速度会远低于所付费用；请要求更换机器。</translation>
    </message>
    <message>
        <source>The GPU runs hot or slowed its clocks under load: sustained runs will be slower than planned.</source>
        <translation>GPU 在负载下过热或降低了时钟：长时间运行会比规划的慢。</translation>
    </message>
    <message>
        <source>No slowdown at rest (the load could not be sampled).</source>
        <translation>空闲时无降频（未能在负载下采样）。</translation>
    </message>
    <message>
        <source>Clocks, temperature and power are healthy under load.</source>
        <translation>负载下时钟、温度和功耗都正常。</translation>
    </message>
    <message>
        <source>nvidia-smi does not report the PCIe link here.</source>
        <translation>这里的 nvidia-smi 不报告 PCIe 链路。</translation>
    </message>
    <message>
        <source>x%1 (generation not measured under load)</source>
        <translation>x%1（未在负载下测量代数）</translation>
    </message>
    <message>
        <source>Gen%1 x%2</source>
        <translation>Gen%1 x%2</translation>
    </message>
    <message>
        <source>A GPU&apos;s PCIe link runs narrower than it can (%1): loading data and weights is slower, and multi-GPU work over PCIe suffers. A riser or slot problem.</source>
        <translation>有 GPU 的 PCIe 链路宽度低于其能力（%1）：加载数据和权重会更慢，经 PCIe 的多卡任务也会受影响。多为转接卡或插槽问题。</translation>
    </message>
    <message>
        <source>A GPU&apos;s PCIe link ran below its generation under load (%1).</source>
        <translation>有 GPU 的 PCIe 链路在负载下低于其代数（%1）。</translation>
    </message>
    <message>
        <source>The PCIe links run at full width.</source>
        <translation>PCIe 链路以全宽度运行。</translation>
    </message>
    <message>
        <source>PyTorch with CUDA is not usable here (see torch.present and torch.cuda).</source>
        <translation>这里无法使用支持 CUDA 的 PyTorch（见 torch.present 和 torch.cuda）。</translation>
    </message>
    <message>
        <source>The copy did not finish.</source>
        <translation>拷贝未完成。</translation>
    </message>
    <message>
        <source>%1 GB/s to the GPU, %2 GB/s back</source>
        <translation>到 GPU %1 GB/s，回传 %2 GB/s</translation>
    </message>
    <message>
        <source>≥ %1 GB/s</source>
        <translation>≥ %1 GB/s</translation>
    </message>
    <message>
        <source>Copies between host and GPU are slow for this link: data loading and offloading will be slower.</source>
        <translation>就此链路而言，主机与 GPU 之间的拷贝偏慢：数据加载和卸载会更慢。</translation>
    </message>
    <message>
        <source>Host↔GPU copies run at a healthy share of the link&apos;s rate.</source>
        <translation>主机↔GPU 拷贝达到链路速率的正常比例。</translation>
    </message>
    <message>
        <source>There is no Python.</source>
        <translation>没有 Python。</translation>
    </message>
    <message>
        <source>Python runs.</source>
        <translation>Python 可以运行。</translation>
    </message>
    <message>
        <source>PyTorch is missing.</source>
        <translation>缺少 PyTorch。</translation>
    </message>
    <message>
        <source>The compute step did not finish.</source>
        <translation>计算步骤未完成。</translation>
    </message>
    <message>
        <source>Measured; choose the offer to compare it with the datasheet.</source>
        <translation>已测得；选择套餐即可与规格表对比。</translation>
    </message>
    <message>
        <source>%1 TFLOPS (%2 %)</source>
        <translation>%1 TFLOPS（%2 %）</translation>
    </message>
    <message>
        <source>Sustained matrix multiplies run at a healthy share of the datasheet rate.</source>
        <translation>持续矩阵乘法达到规格表速率的正常比例。</translation>
    </message>
    <message>
        <source>The GPU computes at under a quarter of its datasheet rate: this is not the card that was promised, or it is badly throttled or shared.</source>
        <translation>GPU 的算力不到规格表的四分之一：这不是承诺的显卡，或严重降频、被共享。</translation>
    </message>
    <message>
        <source>not a number</source>
        <translation>非数值</translation>
    </message>
    <message>
        <source>max error %1</source>
        <translation>最大误差 %1</translation>
    </message>
    <message>
        <source>≤ %1</source>
        <translation>≤ %1</translation>
    </message>
    <message>
        <source>The results under load match a reference computed on the CPU.</source>
        <translation>负载下的结果与 CPU 上计算的参考值一致。</translation>
    </message>
    <message>
        <source>The GPU returned wrong results under load: faulty memory or a failing chip. Do not train on it; ask for another machine.</source>
        <translation>GPU 在负载下返回了错误结果：显存损坏或芯片故障。不要在上面训练；请要求更换机器。</translation>
    </message>
    <message>
        <source>%1 GB/s (%2 %)</source>
        <translation>%1 GB/s（%2 %）</translation>
    </message>
    <message>
        <source>Device memory bandwidth is well below the datasheet: serving and training will be slower than planned.</source>
        <translation>显存带宽远低于规格表：推理和训练都会比规划的慢。</translation>
    </message>
    <message>
        <source>No memory need to check: open a plan or enter the GiB to hold.</source>
        <translation>没有需要检查的显存需求：打开规划或输入要占用的 GiB。</translation>
    </message>
    <message numerus="yes">
        <source>held on %n GPU(s)</source>
        <translation>
            <numerusform>已在 %n 块 GPU 上占用</numerusform>
        </translation>
    </message>
    <message>
        <source>out of memory on GPU %1</source>
        <translation>GPU %1 显存不足</translation>
    </message>
    <message>
        <source>%1 GiB on every GPU</source>
        <translation>每块 GPU %1 GiB</translation>
    </message>
    <message>
        <source>The memory the plan needs was held on every GPU through a compute step.</source>
        <translation>规划所需的显存已在每块 GPU 上占用并完成一次计算。</translation>
    </message>
    <message>
        <source>The memory the plan needs could not be held: the work will not fit on this instance.</source>
        <translation>无法占用规划所需的显存：此实例放不下这项工作。</translation>
    </message>
    <message>
        <source>One GPU: nothing to connect.</source>
        <translation>只有一块 GPU：无需互联。</translation>
    </message>
    <message>
        <source>nvidia-smi topo -m printed nothing readable.</source>
        <translation>nvidia-smi topo -m 没有输出可读内容。</translation>
    </message>
    <message>
        <source>NVLink between every pair</source>
        <translation>每对 GPU 之间都有 NVLink</translation>
    </message>
    <message>
        <source>The offer promises NVLink, but these GPUs are not joined by it: %1. Multi-GPU training will be much slower than planned.</source>
        <translation>套餐承诺了 NVLink，但这些 GPU 之间没有：%1。多卡训练会比规划的慢得多。</translation>
    </message>
    <message>
        <source>Every pair of GPUs is joined by NVLink.</source>
        <translation>每对 GPU 之间都由 NVLink 连接。</translation>
    </message>
    <message>
        <source>The GPUs talk over PCIe (no NVLink was promised).</source>
        <translation>GPU 之间通过 PCIe 通信（未承诺 NVLink）。</translation>
    </message>
    <message>
        <source>One GPU: nothing to reduce across.</source>
        <translation>只有一块 GPU：无需 all-reduce。</translation>
    </message>
    <message>
        <source>failed</source>
        <translation>失败</translation>
    </message>
    <message>
        <source>The all-reduce across the GPUs failed (%1): multi-GPU training may not start.</source>
        <translation>GPU 之间的 all-reduce 失败（%1）：多卡训练可能无法启动。</translation>
    </message>
    <message>
        <source>%1 GB/s bus bandwidth</source>
        <translation>总线带宽 %1 GB/s</translation>
    </message>
    <message>
        <source>All-reduce between the GPUs is slow: data-parallel training will scale poorly.</source>
        <translation>GPU 之间的 all-reduce 偏慢：数据并行训练的扩展性会很差。</translation>
    </message>
    <message>
        <source>All-reduce between the GPUs runs at a healthy rate.</source>
        <translation>GPU 之间的 all-reduce 速率正常。</translation>
    </message>
    <message>
        <source>%1 GiB per GPU</source>
        <translation>每块 GPU %1 GiB</translation>
    </message>
    <message>
        <source>≥ %1 GiB per GPU</source>
        <translation>每块 GPU ≥ %1 GiB</translation>
    </message>
    <message>
        <source>Enough system memory per GPU to load and save checkpoints.</source>
        <translation>每块 GPU 对应的系统内存足以加载和保存检查点。</translation>
    </message>
    <message>
        <source>Less system memory per GPU than one GPU holds: loading weights and saving checkpoints may run out of RAM.</source>
        <translation>每块 GPU 对应的系统内存少于一块 GPU 的显存：加载权重和保存检查点可能耗尽内存。</translation>
    </message>
    <message>
        <source>≥ %1 GiB</source>
        <translation>≥ %1 GiB</translation>
    </message>
    <message>
        <source>The disk could not be measured: %1</source>
        <translation>无法测量磁盘：%1</translation>
    </message>
    <message>
        <source>The disk could not be measured.</source>
        <translation>无法测量磁盘。</translation>
    </message>
    <message>
        <source>≥ %1 MB/s</source>
        <translation>≥ %1 MB/s</translation>
    </message>
    <message>
        <source>The data directory writes fast enough for checkpoints.</source>
        <translation>数据目录的写入速度足以保存检查点。</translation>
    </message>
    <message>
        <source>The data directory writes slowly: every checkpoint will stall the run.</source>
        <translation>数据目录写入很慢：每次保存检查点都会拖慢训练。</translation>
    </message>
    <message>
        <source>No upload URL is set (an HTTP PUT target).</source>
        <translation>未设置上传网址（HTTP PUT 目标）。</translation>
    </message>
    <message>
        <source>No download URL is set, and none is known for this platform.</source>
        <translation>未设置下载网址，也不知道该平台的默认网址。</translation>
    </message>
    <message>
        <source>nothing was transferred</source>
        <translation>没有传输任何数据</translation>
    </message>
    <message>
        <source>The transfer with %1 failed (%2).</source>
        <translation>与 %1 的传输失败（%2）。</translation>
    </message>
    <message>
        <source>The network moves data fast enough (%1).</source>
        <translation>网络传输速度足够（%1）。</translation>
    </message>
    <message>
        <source>The network is slow (%1): fetching datasets and weights will take a long time.</source>
        <translation>网络很慢（%1）：下载数据集和权重会耗时很久。</translation>
    </message>
</context>
<context>
    <name>gp::SshSession</name>
    <message>
        <source>libssh could not create a session.</source>
        <translation>libssh 无法创建会话。</translation>
    </message>
    <message>
        <source>Cannot connect to %1: %2</source>
        <translation>无法连接 %1：%2</translation>
    </message>
    <message>
        <source>The server sent no host key: %1</source>
        <translation>服务器没有发送主机密钥：%1</translation>
    </message>
    <message>
        <source>WARNING: the host key of %1 has CHANGED (now %2 %3). Someone may be intercepting the connection, or the provider reused the address for a new instance. Nothing was sent. If you are sure, remove the old line for this host from %4 and connect again.</source>
        <translation>警告：%1 的主机密钥已改变（现在是 %2 %3）。可能有人在拦截连接，也可能是平台把该地址分配给了新实例。未发送任何内容。如果确认无误，请从 %4 中删除该主机的旧记录后再连接。</translation>
    </message>
    <message>
        <source>The host %1 is not known yet. Its %2 key fingerprint is %3. Compare it with the one your provider shows before trusting it.</source>
        <translation>主机 %1 尚未记录。其 %2 密钥指纹为 %3。信任之前请与平台显示的指纹核对。</translation>
    </message>
    <message>
        <source>Cannot check the host key: %1</source>
        <translation>无法校验主机密钥：%1</translation>
    </message>
    <message>
        <source>Cannot add the host key to %1: %2</source>
        <translation>无法把主机密钥加入 %1：%2</translation>
    </message>
    <message>
        <source>Passphrase for %1: </source>
        <translation>%1 的密码短语：</translation>
    </message>
    <message>
        <source>Password for %1: </source>
        <translation>%1 的密码：</translation>
    </message>
    <message>
        <source>The server refused the password for %1.</source>
        <translation>服务器拒绝了 %1 的密码。</translation>
    </message>
    <message>
        <source>Authentication to %1 failed: no key was accepted (tried %2the agent and the default keys).</source>
        <translation>%1 认证失败：没有密钥被接受（已尝试 %2代理和默认密钥）。</translation>
    </message>
    <message>
        <source>Cannot open a channel: %1</source>
        <translation>无法打开通道：%1</translation>
    </message>
    <message>
        <source>Cannot run a command: %1</source>
        <translation>无法运行命令：%1</translation>
    </message>
    <message>
        <source>Cancelled.</source>
        <translation>已取消。</translation>
    </message>
    <message>
        <source>The connection dropped while sending: %1</source>
        <translation>发送时连接中断：%1</translation>
    </message>
    <message>
        <source>Cannot read the key file %1: %2</source>
        <translation>无法读取密钥文件 %1：%2</translation>
    </message>
    <message>
        <source>The key %1 is protected by a passphrase, and none could be asked for (no terminal) or found in the system keychain. Save it once with &apos;gpuplanner-cli profile set-passphrase NAME&apos;, or run from a terminal.</source>
        <translation>密钥 %1 受密码短语保护，但既无法询问（没有终端），也未在系统钥匙串中找到。请用“gpuplanner-cli profile set-passphrase NAME”保存一次，或在终端中运行。</translation>
    </message>
    <message>
        <source>Cannot use the key file %1: it is not a private key libssh can read, or the passphrase is wrong.</source>
        <translation>无法使用密钥文件 %1：它不是 libssh 能读取的私钥，或密码短语错误。</translation>
    </message>
    <message>
        <source>no answer from the server</source>
        <translation>服务器没有应答</translation>
    </message>
    <message>
        <source>the server closed the connection</source>
        <translation>服务器关闭了连接</translation>
    </message>
    <message>
        <source>Connecting to %1 was cancelled.</source>
        <translation>已取消连接 %1。</translation>
    </message>
    <message numerus="yes">
        <source>Cannot connect to %1: no answer within %n second(s).</source>
        <translation>
            <numerusform>无法连接 %1：%n 秒内无应答。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The command did not answer within %n second(s); it was stopped.</source>
        <translation>
            <numerusform>命令未在 %n 秒内应答，已被终止。</numerusform>
        </translation>
    </message>
    <message>
        <source>The connection dropped: %1</source>
        <translation>连接已断开：%1</translation>
    </message>
    <message>
        <source>The command ended before it answered.</source>
        <translation>命令在应答之前就结束了。</translation>
    </message>
    <message>
        <source>The command ended before it answered: %1</source>
        <translation>命令在应答之前就结束了：%1</translation>
    </message>
    <message numerus="yes">
        <source>The command did not finish within %n second(s); it was stopped.</source>
        <translation>
            <numerusform>命令未在 %n 秒内完成，已被终止。</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>gp::SshTargetParser</name>
    <message>
        <source>expected an ssh command such as &quot;ssh -p 12345 root@host&quot;, got &quot;%1&quot;</source>
        <translation>需要形如“ssh -p 12345 root@host”的 ssh 命令，收到的是“%1”</translation>
    </message>
    <message>
        <source>the port after -p must be a number from 1 to 65535</source>
        <translation>-p 后的端口必须是 1 到 65535 之间的数字</translation>
    </message>
    <message>
        <source>-i needs a key file</source>
        <translation>-i 需要一个密钥文件</translation>
    </message>
    <message>
        <source>-l needs a user name</source>
        <translation>-l 需要一个用户名</translation>
    </message>
    <message>
        <source>only the login is understood, not a remote command (&quot;%1&quot;)</source>
        <translation>只能理解登录部分，不能包含远程命令（“%1”）</translation>
    </message>
    <message>
        <source>the ssh command names no host</source>
        <translation>ssh 命令中没有主机</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a host name</source>
        <translation>“%1”不是主机名</translation>
    </message>
    <message>
        <source>jump hosts (-J) are not supported: connect to the instance directly</source>
        <translation>不支持跳板机（-J）：请直接连接实例</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a host name: after the colon ssh expects nothing; give the port with -p, as in &quot;ssh -p 2222 root@host&quot;</source>
        <translation>“%1”不是主机名：ssh 不接受冒号后的内容；请用 -p 指定端口，例如“ssh -p 2222 root@host”</translation>
    </message>
    <message>
        <source>two ports: -p %1 and &quot;%2&quot;</source>
        <translation>两个端口：-p %1 和“%2”</translation>
    </message>
</context>
<context>
    <name>gp::StepOverheads</name>
    <message>
        <source>Dequantising the 4-bit base weights before each pass takes %1 ms a micro-batch (%2 bytes per parameter and pass at %3 % of %4 GB/s).</source>
        <translation>每次前向/反向前把 4 位基座权重反量化，每个微批次耗时 %1 毫秒（每个参数每遍 %2 字节，按 %4 GB/s 的 %3 % 计）。</translation>
    </message>
    <message>
        <source>The LoRA adapters&apos; own kernels read and write the activations of every adapted matrix: %1 ms a micro-batch.</source>
        <translation>LoRA 适配器自身的内核要读写每个被适配矩阵的激活：每个微批次 %1 毫秒。</translation>
    </message>
    <message>
        <source>Issuing the micro-batch&apos;s kernels one by one takes the host %1 ms, longer than the GPU needs (%2 ms): small micro-batches wait on kernel launches, not on FLOPs.</source>
        <translation>主机逐个下发本微批次的内核需 %1 毫秒，比 GPU 计算所需（%2 毫秒）还长：小微批次受限于内核启动，而非浮点运算。</translation>
    </message>
    <message>
        <source>%1 may draw %2 W: at about %3 W per sustained TFLOPS it holds %4 of its %5 datasheet TFLOPS, so its matmuls run at %6 % of the rate its generation&apos;s efficiency assumes.</source>
        <translation>%1 的功耗上限为 %2 W：按每持续 TFLOPS 约 %3 W 计，它只能维持标称 %5 TFLOPS 中的 %4，因此其矩阵乘法以同代效率假设速率的 %6 % 运行。</translation>
    </message>
    <message numerus="yes">
        <source>The optimizer step reads and writes every trainable parameter&apos;s states once per %n micro-batch(es): %1 ms a micro-batch.</source>
        <translation>
            <numerusform>优化器每 %n 个微批次读写一次所有可训练参数的状态：每个微批次 %1 毫秒。</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>gp::SyncManifest</name>
    <message>
        <source>The upload manifest on the instance is damaged (%1).</source>
        <translation>实例上的上传清单已损坏（%1）。</translation>
    </message>
    <message>
        <source>it is not a complete manifest</source>
        <translation>它不是完整的清单</translation>
    </message>
    <message>
        <source>its checksum does not match its contents</source>
        <translation>它的校验和与内容不符</translation>
    </message>
    <message>
        <source>line %1 is not an entry</source>
        <translation>第 %1 行不是有效条目</translation>
    </message>
    <message>
        <source>The instance&apos;s answer about the destination folder was cut short.</source>
        <translation>实例关于目标文件夹的回复不完整。</translation>
    </message>
</context>
<context>
    <name>gp::SyncPlanner</name>
    <message>
        <source>&quot;%1&quot; is a name GPU Planner keeps for itself on the instance: rename it, or upload what is inside it.</source>
        <translation>“%1”是算力规划在实例上保留自用的名称：请重命名，或上传其中的内容。</translation>
    </message>
    <message numerus="yes">
        <source>On the instance &quot;%1&quot; is of another kind than here (a folder, a file or a link), and %n thing(s) there that no upload put there, or that changed since, would go with it (such as &quot;%2&quot;): move them out of the way on the instance, then upload again.</source>
        <translation>
            <numerusform>实例上的 &quot;%1&quot; 与本地的类型不同（文件夹、文件或链接），替换它会带走 %n 个不是上传放进去的、或上传后被改动过的项目（例如 &quot;%2&quot;）：请先在实例上把它们移走，再重新上传。</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>gp::TarballWriter</name>
    <message>
        <source>&quot;%1&quot; does not exist.</source>
        <translation>“%1”不存在。</translation>
    </message>
    <message>
        <source>Cannot start the archive: %1</source>
        <translation>无法开始打包：%1</translation>
    </message>
    <message>
        <source>Cannot add &quot;%1&quot; to the archive: %2</source>
        <translation>无法把“%1”加入压缩包：%2</translation>
    </message>
    <message>
        <source>Cannot read &quot;%1&quot;: %2</source>
        <translation>无法读取“%1”：%2</translation>
    </message>
    <message>
        <source>&quot;%1&quot; changed while it was being archived.</source>
        <translation>“%1”在打包过程中发生了变化。</translation>
    </message>
    <message>
        <source>matches the exclude pattern &quot;%1&quot;</source>
        <translation>匹配排除规则“%1”</translation>
    </message>
    <message>
        <source>matches &quot;%1&quot; in .gitignore</source>
        <translation>匹配 .gitignore 中的“%1”</translation>
    </message>
    <message>
        <source>a pipe, socket or device, which cannot be sent</source>
        <translation>管道、套接字或设备，无法发送</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a file or folder (a pipe, socket or device).</source>
        <translation>“%1”不是文件或文件夹（而是管道、套接字或设备）。</translation>
    </message>
    <message>
        <source>Cannot read the folder &quot;%1&quot;: %2</source>
        <translation>无法读取文件夹“%1”：%2</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is a link to &quot;%2&quot;, outside the folder being sent. Send what it points to with --follow-symlinks, or leave it out with --exclude.</source>
        <translation>“%1”是指向“%2”的链接，位于要发送的文件夹之外。用 --follow-symlinks 发送它指向的内容，或用 --exclude 排除它。</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is a link to &quot;%2&quot;, which does not exist.</source>
        <translation>“%1”是指向“%2”的链接，而目标不存在。</translation>
    </message>
    <message>
        <source>&quot;%1&quot; leads back into a folder already being sent (a link loop).</source>
        <translation>“%1”指回一个已在发送的文件夹（链接循环）。</translation>
    </message>
    <message>
        <source>it is no longer a regular file</source>
        <translation>它已不再是普通文件</translation>
    </message>
    <message>
        <source>&quot;%1&quot; changed while it was being read.</source>
        <translation>读取“%1”时它发生了变化。</translation>
    </message>
    <message>
        <source>The archive&apos;s receiver stopped taking it.</source>
        <translation>归档的接收方已停止接收。</translation>
    </message>
    <message>
        <source>&quot;%1&quot; and &quot;%2&quot; would both land as &quot;%3&quot; on the instance, one over the other: upload them one at a time into different folders, or rename one.</source>
        <translation>&quot;%1&quot; 和 &quot;%2&quot; 在实例上都会落到 &quot;%3&quot;，后者会覆盖前者：请分别上传到不同的文件夹，或将其中一个改名。</translation>
    </message>
</context>
<context>
    <name>gp::UploadSummary</name>
    <message>
        <source>%1 of %2 files (%3 of %4)</source>
        <translation>%2 个文件中的 %1 个（%4 中的 %3）</translation>
    </message>
    <message>
        <source>The record of the last upload on the instance was damaged, so everything was sent again.</source>
        <translation>实例上上次上传的记录已损坏，因此全部重新发送。</translation>
    </message>
    <message numerus="yes">
        <source>Nothing changed: all %n file(s) on the instance are up to date (%1).</source>
        <translation>
            <numerusform>没有变化：实例上的全部 %n 个文件都是最新的（%1）。</numerusform>
        </translation>
    </message>
    <message>
        <source>Sent %1 of %2 files; %3 unchanged (%4) were skipped.</source>
        <translation>已发送 %2 个文件中的 %1 个；跳过 %3 个未变化的文件（%4）。</translation>
    </message>
    <message numerus="yes">
        <source>%n large file(s) changed in part: only their changed blocks were sent (%1).</source>
        <translation>
            <numerusform>%n 个大文件有部分变化：只发送了变化的块（%1）。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Removed %n file(s) from the instance that are gone here (--delete).</source>
        <translation>
            <numerusform>已从实例删除 %n 个本地已不存在的文件（--delete）。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n file(s) gone here are still on the instance; --delete removes them.</source>
        <translation>
            <numerusform>%n 个本地已删除的文件仍在实例上；--delete 会删除它们。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n file(s) had changed on the instance since the last upload and were sent again: %1.</source>
        <translation>
            <numerusform>%n 个文件自上次上传后在实例上被改动，已重新发送：%1。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Would send %1; %n file(s) unchanged.</source>
        <translation>
            <numerusform>将发送 %1；%n 个文件未变化。</numerusform>
        </translation>
    </message>
    <message>
        <source>The record of the last upload on the instance is damaged: everything would be sent.</source>
        <translation>实例上上次上传的记录已损坏：将全部发送。</translation>
    </message>
    <message>
        <source>The instance has no record of an earlier upload here: everything would be sent.</source>
        <translation>实例上没有此处以前上传的记录：将全部发送。</translation>
    </message>
    <message>
        <source>  patch  %1  (%2 changed of %3)</source>
        <translation>  补丁  %1  （%3 中有 %2 变化）</translation>
    </message>
    <message>
        <source>  send   %1  (%2)</source>
        <translation>  发送  %1  （%2）</translation>
    </message>
    <message>
        <source>  delete %1</source>
        <translation>  删除  %1</translation>
    </message>
    <message>
        <source>  keep   %1  (gone here; --delete removes it)</source>
        <translation>  保留  %1  （本地已删除；--delete 会删除它）</translation>
    </message>
    <message numerus="yes">
        <source>  … and %n more</source>
        <translation>
            <numerusform>  …… 还有 %n 项</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>gp::UploadTab</name>
    <message>
        <source>Files to upload</source>
        <translation>要上传的文件</translation>
    </message>
    <message>
        <source>Folder to upload</source>
        <translation>要上传的文件夹</translation>
    </message>
    <message>
        <source> · %1 already there (resumed)</source>
        <translation> · %1 已在实例上（续传）</translation>
    </message>
    <message>
        <source> · %1/s</source>
        <translation> · %1/秒</translation>
    </message>
    <message>
        <source> · %1 left</source>
        <translation> · 剩余 %1</translation>
    </message>
    <message numerus="yes">
        <source>Uploaded and verified: %n file(s), %1 archive, SHA-256 %2.</source>
        <translation>
            <numerusform>已上传并校验：%n 个文件，归档 %1，SHA-256 %2。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n path(s) left out (exclude patterns, .gitignore or special files); hover to see them.</source>
        <translation>
            <numerusform>%n 个路径被排除（排除规则、.gitignore 或特殊文件）；悬停可查看。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>… and %n more</source>
        <translation>
            <numerusform>……另有 %n 个</numerusform>
        </translation>
    </message>
    <message>
        <source>Add the files or folders to upload first.</source>
        <translation>请先添加要上传的文件或文件夹。</translation>
    </message>
    <message>
        <source>Add &amp;files…</source>
        <translation>添加文件(&amp;F)…</translation>
    </message>
    <message>
        <source>Add f&amp;older…</source>
        <translation>添加文件夹(&amp;O)…</translation>
    </message>
    <message>
        <source>Remove</source>
        <translation>移除</translation>
    </message>
    <message>
        <source>&amp;Destination on the instance:</source>
        <translation>实例上的目标目录(&amp;D)：</translation>
    </message>
    <message>
        <source>Co&amp;mpression:</source>
        <translation>压缩(&amp;M)：</translation>
    </message>
    <message>
        <source>E&amp;xclude:</source>
        <translation>排除(&amp;X)：</translation>
    </message>
    <message>
        <source>extra patterns, e.g. *.ckpt wandb/ (.git, __pycache__, *.pyc, checkpoints and .gitignore rules apply)</source>
        <translation>额外模式，如 *.ckpt wandb/（.git、__pycache__、*.pyc、checkpoints 及 .gitignore 规则始终生效）</translation>
    </message>
    <message>
        <source>zstd (.tar.zst): fast, the default</source>
        <translation>zstd (.tar.zst)：快，默认</translation>
    </message>
    <message>
        <source>gzip (.tar.gz): where the instance has no zstd</source>
        <translation>gzip (.tar.gz)：实例上没有 zstd 时使用</translation>
    </message>
    <message>
        <source>none (.tar): for data that is compressed already</source>
        <translation>不压缩 (.tar)：用于已压缩的数据</translation>
    </message>
    <message>
        <source>Unpack on the instance after the SHA-256 matches</source>
        <translation>SHA-256 校验一致后在实例上解包</translation>
    </message>
    <message>
        <source>Send what links outside the folders point to (--follow-symlinks)</source>
        <translation>发送文件夹外链接所指向的内容（--follow-symlinks）</translation>
    </message>
    <message>
        <source>Check the instance&apos;s free space before sending (--no-space-check to skip)</source>
        <translation>发送前检查实例的可用空间（--no-space-check 可跳过）</translation>
    </message>
    <message>
        <source>&amp;Upload</source>
        <translation>上传(&amp;U)</translation>
    </message>
    <message>
        <source>Sending %1 · %2 of %3 read · %4 sent</source>
        <translation>正在发送 %1 · 已读取 %3 中的 %2 · 已发送 %4</translation>
    </message>
    <message>
        <source>Comparing with the instance and preparing the archive …</source>
        <translation>正在与实例比对并准备归档……</translation>
    </message>
    <message>
        <source>Comparing with the instance …</source>
        <translation>正在与实例比对……</translation>
    </message>
    <message>
        <source>Delete on the instance what an earlier upload put there and is gone here (--delete)</source>
        <translation>删除实例上由以前上传放置、但本地已不存在的文件（--delete）</translation>
    </message>
    <message>
        <source>Compare contents by SHA-256, not only sizes and times (--verify)</source>
        <translation>按 SHA-256 比较内容，而不只比较大小和时间（--verify）</translation>
    </message>
    <message>
        <source>&amp;Preview</source>
        <translation>预览(&amp;P)</translation>
    </message>
    <message>
        <source>List what an upload would send, patch and delete, without sending anything (--dry-run)</source>
        <translation>列出上传将发送、打补丁和删除的内容，但不发送任何东西（--dry-run）</translation>
    </message>
</context>
<context>
    <name>gp::Uploader</name>
    <message>
        <source>The instance has no zstd to unpack the archive: install it (apt-get install zstd) or upload with --compression gzip.</source>
        <translation>实例上没有用于解压的 zstd：请安装（apt-get install zstd）或改用 --compression gzip 上传。</translation>
    </message>
    <message>
        <source>Cannot prepare %1 on the instance: %2</source>
        <translation>无法在实例上准备 %1：%2</translation>
    </message>
    <message>
        <source>The archive on the instance does not match what was sent (SHA-256 %1 there, %2 here). The damaged file was removed; run the upload again.</source>
        <translation>实例上的压缩包与发送的内容不一致（实例上 SHA-256 为 %1，本地为 %2）。已删除损坏的文件；请重新上传。</translation>
    </message>
    <message>
        <source>The archive arrived intact but could not be unpacked in %1: %2</source>
        <translation>压缩包完整到达，但无法在 %1 中解压：%2</translation>
    </message>
    <message>
        <source>Cancelled.</source>
        <translation>已取消。</translation>
    </message>
    <message>
        <source>The connection dropped while sending.</source>
        <translation>发送时连接断开。</translation>
    </message>
    <message>
        <source>the instance gave no reason.</source>
        <translation>实例没有给出原因。</translation>
    </message>
    <message numerus="yes">
        <source>%1 (and %n more line(s) like it)</source>
        <translation>
            <numerusform>%1（另有 %n 行类似内容）</numerusform>
        </translation>
    </message>
    <message>
        <source>The instance has %1 free in %2, and this upload needs about %3: the archive and, while it is unpacked, a second copy. Free space or choose another destination; if compression will make it fit, skip this check.</source>
        <translation>实例在 %2 中有 %1 可用空间，而本次上传约需 %3：归档本身，以及解包时的第二份副本。请释放空间或选择其他目标位置；如果压缩后能放下，可以跳过此检查。</translation>
    </message>
    <message>
        <source>The instance&apos;s disk is full: %1 could not hold this upload of about %2. What had arrived was removed, so nothing there looks complete; free space or choose another destination, then upload again.</source>
        <translation>实例的磁盘已满：%1 放不下这次约 %2 的上传。已到达的部分已删除，不会留下看似完整的文件；请释放空间或选择其他目标位置，然后重新上传。</translation>
    </message>
    <message>
        <source>The upload stopped after %1 bytes (%2) Run it again to resume; nothing complete-looking was left on the instance.</source>
        <translation>上传在 %1 字节后中断（%2）再次运行即可续传；实例上没有留下看似完整的文件。</translation>
    </message>
    <message>
        <source>The instance could not store the upload: %1 Nothing complete-looking was left there.</source>
        <translation>实例无法保存上传内容：%1 那里没有留下看似完整的文件。</translation>
    </message>
    <message numerus="yes">
        <source>%n changed file(s) could not be rebuilt on the instance even when sent whole.</source>
        <translation>
            <numerusform>%n 个变化的文件即使整体发送也无法在实例上重建。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n changed file(s) could not be rebuilt on the instance (%1): %2 The old copy is still there; the next upload sends the file whole.</source>
        <translation>
            <numerusform>%n 个已更改的文件无法在实例上重建（%1）：%2 旧副本仍在；下次上传会发送完整文件。</numerusform>
        </translation>
    </message>
    <message>
        <source>Another upload into %1 has been running for 10 minutes: run this one again when it has ended (uploads into one folder go one at a time).</source>
        <translation>另一个向 %1 的上传已持续 10 分钟：请在它结束后重新运行本次上传（同一文件夹的上传依次进行）。</translation>
    </message>
    <message>
        <source>Another upload changed %1 while this one was planned.</source>
        <translation>在规划本次上传期间，另一个上传修改了 %1。</translation>
    </message>
</context>
<context>
    <name>gp::UsageCostChart</name>
    <message>
        <source>Cost per month by hours used (%1)</source>
        <translation>按使用小时数的每月费用（%1）</translation>
    </message>
    <message>
        <source>Hours used per month</source>
        <translation>每月使用小时数</translation>
    </message>
    <message>
        <source>%1 h/month</source>
        <translation>每月 %1 小时</translation>
    </message>
</context>
<context>
    <name>gp::UserCatalogStore</name>
    <message>
        <source>There is no provider &quot;%1&quot;.</source>
        <translation>没有名为“%1”的平台。</translation>
    </message>
    <message>
        <source>Provider &quot;%1&quot; has no offer &quot;%2&quot;.</source>
        <translation>平台“%1”没有套餐“%2”。</translation>
    </message>
    <message>
        <source>The price could not be saved.</source>
        <translation>无法保存该价格。</translation>
    </message>
    <message numerus="yes">
        <source>The catalog of &quot;%1&quot; would be %2 (%n offer(s)), more than the %3 a catalog may have; split it into several providers or leave out offers.</source>
        <translation>
            <numerusform>“%1”的目录将达到 %2（%n 个套餐），超过目录允许的 %3；请拆分为多个平台或删去部分套餐。</numerusform>
        </translation>
    </message>
    <message>
        <source>Your catalog &quot;%1&quot; is not valid (%2); fix or remove it before changing its prices.</source>
        <translation>你的目录“%1”无效（%2）；修改价格前请先修复或删除它。</translation>
    </message>
</context>
<context>
    <name>gp::VastAi</name>
    <message>
        <source>A stopped Vast.ai instance stops billing its GPUs but still bills its disk storage, and the host may rent the GPUs to someone else meanwhile; releasing (destroying) it ends every charge and deletes its data.</source>
        <translation>停机的 Vast.ai 实例不再按 GPU 计费，但磁盘存储仍计费，且期间主机可能把 GPU 租给别人；释放（销毁）后所有费用结束，数据也会被删除。</translation>
    </message>
    <message>
        <source>no &apos;offers&apos; list</source>
        <translation>没有“offers”列表</translation>
    </message>
    <message>
        <source>an offer without an id or a dph_total</source>
        <translation>有报价缺少 ID 或 dph_total</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a Vast.ai offer id (a number, as &apos;provider offers vast&apos; lists them)</source>
        <translation>“%1”不是 Vast.ai 报价 ID（应为数字，见“provider offers vast”）</translation>
    </message>
    <message>
        <source>the rental</source>
        <translation>租用请求</translation>
    </message>
    <message>
        <source>the rental came back without new_contract</source>
        <translation>租用请求返回时没有 new_contract</translation>
    </message>
    <message>
        <source>the SSH key</source>
        <translation>SSH 公钥</translation>
    </message>
    <message>
        <source>The SSH key could not be attached to instance %1 (%2): add it in %3&apos;s console, or signing in will fail.</source>
        <translation>无法把 SSH 公钥添加到实例 %1（%2）：请在 %3 的控制台中添加，否则将无法登录。</translation>
    </message>
    <message>
        <source>%1 has no instance %2 in this account.</source>
        <translation>%1 的此账户下没有实例 %2。</translation>
    </message>
    <message>
        <source>instance %1 came back without its id</source>
        <translation>返回的实例 %1 不带 ID</translation>
    </message>
    <message>
        <source>no &apos;instances&apos; list</source>
        <translation>没有“instances”列表</translation>
    </message>
    <message>
        <source>the change of instance %1</source>
        <translation>对实例 %1 的状态变更</translation>
    </message>
    <message>
        <source>the release of instance %1</source>
        <translation>对实例 %1 的释放</translation>
    </message>
</context>
<context>
    <name>gp::VramChart</name>
    <message>
        <source>GPU memory</source>
        <translation>GPU 显存</translation>
    </message>
    <message>
        <source>GPU memory per card (GiB)</source>
        <translation>每卡显存（GiB）</translation>
    </message>
    <message>
        <source>GiB</source>
        <translation>GiB</translation>
    </message>
    <message>
        <source>Needed</source>
        <translation>所需</translation>
    </message>
</context>
<context>
    <name>gp::WebhookBook</name>
    <message>
        <source>The URL of webhook %1 is not in the keychain (set it again with: gpuplanner-cli notify add %1 --platform %2 --events …).</source>
        <translation>Webhook %1 的 URL 不在钥匙串中（请重新设置：gpuplanner-cli notify add %1 --platform %2 --events …）。</translation>
    </message>
    <message>
        <source>Webhook %1 is left out: %2</source>
        <translation>未包含 Webhook %1：%2</translation>
    </message>
    <message>
        <source>Give the webhook a name (no leading or trailing spaces).</source>
        <translation>请给 Webhook 起个名字（首尾不能有空格）。</translation>
    </message>
    <message>
        <source>A webhook&apos;s name is one line of at most %1 characters without &apos;/&apos;: &quot;%2&quot; is not.</source>
        <translation>Webhook 的名字须为一行、最多 %1 个字符且不含“/”：“%2”不符合。</translation>
    </message>
    <message>
        <source>Unknown event &quot;%1&quot;; known: %2, or job, budget, all.</source>
        <translation>未知事件“%1”；可用：%2，或 job、budget、all。</translation>
    </message>
    <message>
        <source>Name at least one event (or all).</source>
        <translation>请至少指定一个事件（或 all）。</translation>
    </message>
    <message>
        <source>Cannot read %1: %2</source>
        <translation>无法读取 %1：%2</translation>
    </message>
    <message>
        <source>%1 is damaged: %2</source>
        <translation>%1 已损坏：%2</translation>
    </message>
    <message>
        <source>not JSON (%1 at byte %2)</source>
        <translation>不是 JSON（第 %2 字节处：%1）</translation>
    </message>
    <message>
        <source>written by a newer GPU Planner (format %1)</source>
        <translation>由更新版本的算力规划写入（格式 %1）</translation>
    </message>
    <message>
        <source>webhook %1 needs a name and a platform (%2)</source>
        <translation>第 %1 个 Webhook 需要名字和平台（%2）</translation>
    </message>
    <message>
        <source>webhook %1 names an unknown event &quot;%2&quot;</source>
        <translation>Webhook %1 包含未知事件“%2”</translation>
    </message>
    <message>
        <source>No webhook is named &apos;%1&apos;; there are none yet.</source>
        <translation>没有名为“%1”的 Webhook；目前还一个都没有。</translation>
    </message>
    <message>
        <source>No webhook is named &apos;%1&apos;; there are: %2.</source>
        <translation>没有名为“%1”的 Webhook；现有：%2。</translation>
    </message>
    <message>
        <source>not a JSON object</source>
        <translation>不是 JSON 对象</translation>
    </message>
    <message>
        <source>&quot;webhooks&quot; is not a list</source>
        <translation>“webhooks”不是列表</translation>
    </message>
</context>
<context>
    <name>gp::WebhookMessage</name>
    <message>
        <source>Cancelled.</source>
        <translation>已取消。</translation>
    </message>
    <message>
        <source>%1 did not answer within %2 s.</source>
        <translation>%1 在 %2 秒内没有应答。</translation>
    </message>
    <message>
        <source>Could not reach %1: %2</source>
        <translation>无法连接 %1：%2</translation>
    </message>
    <message>
        <source>Feishu</source>
        <translation>飞书</translation>
    </message>
    <message>
        <source>DingTalk</source>
        <translation>钉钉</translation>
    </message>
    <message>
        <source>WeCom</source>
        <translation>企业微信</translation>
    </message>
    <message>
        <source>Slack</source>
        <translation>Slack</translation>
    </message>
    <message>
        <source>Generic JSON webhook</source>
        <translation>通用 JSON Webhook</translation>
    </message>
    <message>
        <source>A webhook URL must use https:// (its token would travel in the clear): got %1://.</source>
        <translation>Webhook 地址必须使用 https://（否则其中的令牌会以明文传输）：当前为 %1://。</translation>
    </message>
    <message>
        <source>%1 is limiting how often messages may be sent; try again in a minute.</source>
        <translation>%1 正在限制发送频率，请一分钟后再试。</translation>
    </message>
    <message>
        <source>%1 answered HTTP %2.</source>
        <translation>%1 返回了 HTTP %2。</translation>
    </message>
    <message>
        <source>%1 answered HTTP %2: %3</source>
        <translation>%1 返回了 HTTP %2：%3</translation>
    </message>
    <message>
        <source>%1 answered something that is not its reply: %2</source>
        <translation>%1 返回的内容不是它的应答格式：%2</translation>
    </message>
    <message>
        <source>(nothing)</source>
        <translation>（空）</translation>
    </message>
    <message>
        <source>%1 refused the message&apos;s signature (%2, code %3): check the signing secret, and that this computer&apos;s clock is right.</source>
        <translation>%1 拒绝了消息签名（%2，错误码 %3）：请检查加签密钥，并确认本机时钟准确。</translation>
    </message>
    <message>
        <source>%1 refused the message: %2 (code %3).</source>
        <translation>%1 拒绝了消息：%2（错误码 %3）。</translation>
    </message>
    <message>
        <source>That is not a valid webhook URL: it needs https:// and a host name.</source>
        <translation>这不是有效的 Webhook URL：需要 https:// 和主机名。</translation>
    </message>
</context>
<context>
    <name>gp::WebhookTableModel</name>
    <message>
        <source>Name</source>
        <translation>名称</translation>
    </message>
    <message>
        <source>Platform</source>
        <translation>平台</translation>
    </message>
    <message>
        <source>Events</source>
        <translation>事件</translation>
    </message>
</context>
<context>
    <name>gp::WebhooksDialog</name>
    <message>
        <source>Notifications</source>
        <translation>通知</translation>
    </message>
    <message>
        <source>Send &amp;Test</source>
        <translation>发送测试(&amp;T)</translation>
    </message>
    <message>
        <source>&amp;Remove</source>
        <translation>删除(&amp;R)</translation>
    </message>
    <message>
        <source>Add a webhook (the same name replaces one)</source>
        <translation>添加 Webhook（同名则替换）</translation>
    </message>
    <message>
        <source>&amp;Name:</source>
        <translation>名称(&amp;N)：</translation>
    </message>
    <message>
        <source>&amp;Platform:</source>
        <translation>平台(&amp;P)：</translation>
    </message>
    <message>
        <source>Webhook &amp;URL:</source>
        <translation>Webhook 地址(&amp;U)：</translation>
    </message>
    <message>
        <source>https://… (it carries the token: kept in the system keychain)</source>
        <translation>https://…（含令牌：保存在系统钥匙串中）</translation>
    </message>
    <message>
        <source>Signing &amp;secret:</source>
        <translation>签名密钥(&amp;S)：</translation>
    </message>
    <message>
        <source>optional: Feishu, DingTalk and the generic webhook sign with it</source>
        <translation>可选：飞书、钉钉和通用 Webhook 用它签名</translation>
    </message>
    <message>
        <source>Tell it &amp;when:</source>
        <translation>通知时机(&amp;W)：</translation>
    </message>
    <message>
        <source>&amp;Add Webhook</source>
        <translation>添加 Webhook(&amp;A)</translation>
    </message>
    <message>
        <source>Tick at least one event to tell this webhook about.</source>
        <translation>请至少勾选一个要通知此 Webhook 的事件。</translation>
    </message>
    <message>
        <source>Saving webhook %1 in the keychain…</source>
        <translation>正在把 Webhook %1 保存到钥匙串…</translation>
    </message>
    <message>
        <source>Webhook %1 is set up; its URL and secret are in the system keychain.</source>
        <translation>Webhook %1 已设置；其 URL 和密钥保存在系统钥匙串中。</translation>
    </message>
    <message>
        <source>Remove webhook %1, with its URL and secret? It will not be told anything any more.</source>
        <translation>删除 Webhook %1 及其 URL 和密钥？之后它不会再收到任何通知。</translation>
    </message>
    <message>
        <source>Removing webhook %1…</source>
        <translation>正在删除 Webhook %1…</translation>
    </message>
    <message>
        <source>Webhook %1 removed.</source>
        <translation>已删除 Webhook %1。</translation>
    </message>
    <message>
        <source>Sending a test message to %1…</source>
        <translation>正在向 %1 发送测试消息…</translation>
    </message>
    <message>
        <source>%1 took the test message: look for it there.</source>
        <translation>%1 已接收测试消息：请到那里查看。</translation>
    </message>
</context>
<context>
    <name>gp::WorkloadBar</name>
    <message>
        <source>Remove workload</source>
        <translation>移除工作负载</translation>
    </message>
    <message>
        <source>Remove &quot;%1&quot; and the budget items that follow its answer?</source>
        <translation>移除“%1”以及跟随其答案的预算条目？</translation>
    </message>
    <message>
        <source>&amp;Workload:</source>
        <translation>工作负载(&amp;W)：</translation>
    </message>
    <message>
        <source>A&amp;dd workload</source>
        <translation>添加工作负载(&amp;D)</translation>
    </message>
    <message>
        <source>Another piece of work in the same plan, priced on its own and followed by the budget: serving the model after fine-tuning it, or the reverse</source>
        <translation>在同一规划中再加一项工作，单独计价并由预算跟随：例如微调之后再为该模型提供推理服务，或者反过来</translation>
    </message>
    <message>
        <source>Remove the workload shown and the budget items that follow its answer</source>
        <translation>移除当前显示的工作负载以及跟随其答案的预算条目</translation>
    </message>
</context>
<context>
    <name>gp::XidEvent</name>
    <message>
        <source>a program&apos;s illegal instruction or memory access</source>
        <translation>程序的非法指令或内存访问</translation>
    </message>
    <message>
        <source>a memory page fault (usually the program)</source>
        <translation>显存页错误（通常是程序所致）</translation>
    </message>
    <message>
        <source>a program was stopped after a fault</source>
        <translation>程序出错后被停止</translation>
    </message>
    <message>
        <source>a program&apos;s work was preempted or killed</source>
        <translation>程序的任务被抢占或终止</translation>
    </message>
    <message>
        <source>a double-bit ECC memory error</source>
        <translation>双比特 ECC 显存错误</translation>
    </message>
    <message>
        <source>an internal micro-controller error</source>
        <translation>内部微控制器错误</translation>
    </message>
    <message>
        <source>a memory page retirement or row remapping event</source>
        <translation>显存页退役或行重映射事件</translation>
    </message>
    <message>
        <source>an NVLink error</source>
        <translation>NVLink 错误</translation>
    </message>
    <message>
        <source>the GPU has fallen off the bus</source>
        <translation>GPU 已从总线上掉线</translation>
    </message>
    <message>
        <source>a high single-bit ECC error rate</source>
        <translation>单比特 ECC 错误率过高</translation>
    </message>
    <message>
        <source>an ECC memory error</source>
        <translation>ECC 显存错误</translation>
    </message>
    <message>
        <source>a GSP firmware error</source>
        <translation>GSP 固件错误</translation>
    </message>
    <message>
        <source>a driver-reported error</source>
        <translation>驱动报告的错误</translation>
    </message>
</context>
<context>
    <name>gp::cli::CatalogCommands</name>
    <message>
        <source>unknown currency &apos;%1&apos; (CNY or USD)</source>
        <translation>未知货币“%1”（CNY 或 USD）</translation>
    </message>
    <message>
        <source>--%1 needs a number %2, not &apos;%3&apos;</source>
        <translation>--%1 需要一个%2的数，而不是“%3”</translation>
    </message>
    <message>
        <source>of at least 0</source>
        <translation>不小于 0</translation>
    </message>
    <message>
        <source>above 0</source>
        <translation>大于 0</translation>
    </message>
    <message>
        <source>GPU</source>
        <translation>GPU</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>名称</translation>
    </message>
    <message>
        <source>Memory GB</source>
        <translation>显存 GB</translation>
    </message>
    <message>
        <source>GB/s</source>
        <translation>GB/s</translation>
    </message>
    <message>
        <source>BF16 TFLOPS</source>
        <translation>BF16 TFLOPS</translation>
    </message>
    <message>
        <source>TDP W</source>
        <translation>功耗 W</translation>
    </message>
    <message>
        <source>Purchase</source>
        <translation>购买价</translation>
    </message>
    <message>
        <source>stale (%1 days)</source>
        <translation>已过期（%1 天）</translation>
    </message>
    <message>
        <source>yours</source>
        <translation>您的价格</translation>
    </message>
    <message>
        <source>Provider</source>
        <translation>平台</translation>
    </message>
    <message>
        <source>Offer</source>
        <translation>套餐</translation>
    </message>
    <message>
        <source>GPUs</source>
        <translation>GPU 数</translation>
    </message>
    <message>
        <source>Billing</source>
        <translation>计费方式</translation>
    </message>
    <message>
        <source>Price</source>
        <translation>价格</translation>
    </message>
    <message>
        <source>Date</source>
        <translation>日期</translation>
    </message>
    <message>
        <source>Notes</source>
        <translation>备注</translation>
    </message>
    <message>
        <source>Problems in your catalog files (those files were skipped):</source>
        <translation>您的目录文件中有问题（这些文件已被跳过）：</translation>
    </message>
    <message>
        <source>usage: gpuplanner-cli catalog validate FILE</source>
        <translation>用法：gpuplanner-cli catalog validate 文件</translation>
    </message>
    <message numerus="yes">
        <source>%1 is valid: provider %2 with %n offer(s).</source>
        <translation>
            <numerusform>%1 有效：平台 %2，共 %n 个套餐。</numerusform>
        </translation>
    </message>
    <message>
        <source>usage: gpuplanner-cli catalog import FILE</source>
        <translation>用法：gpuplanner-cli catalog import 文件</translation>
    </message>
    <message>
        <source>nothing was imported; your catalogs are unchanged</source>
        <translation>未导入任何内容；您的目录保持不变</translation>
    </message>
    <message>
        <source>Imported provider %1 into %2.</source>
        <translation>已将平台 %1 导入 %2。</translation>
    </message>
    <message>
        <source>usage: gpuplanner-cli catalog export PROVIDER_ID FILE</source>
        <translation>用法：gpuplanner-cli catalog export 平台ID 文件</translation>
    </message>
    <message>
        <source>Wrote %1.</source>
        <translation>已写入 %1。</translation>
    </message>
    <message>
        <source>Imported %1 offers as provider %2 (%3 of %4 rows skipped).</source>
        <translation>已导入 %1 个套餐，作为平台 %2（%4 行中跳过 %3 行）。</translation>
    </message>
    <message>
        <source>no catalog URL is configured: pass --url https://… (add --save-url to remember it)</source>
        <translation>尚未配置目录地址：请传入 --url https://…（加 --save-url 可记住该地址）</translation>
    </message>
    <message>
        <source>Usage: gpuplanner-cli cost --hours-per-month H --months M [--buy PRICE --power-watts W --electricity PRICE_PER_KWH --depreciation-years Y --resale PRICE --maintenance PRICE_PER_MONTH --utilization U] [--hourly PRICE] [--daily PRICE] [--weekly PRICE] [--monthly PRICE] [--spot PRICE --checkpoint-minutes N --preemptions-per-hour R] [--runs-per-month N] [--granularity second|minute|hour] --currency CNY|USD [--json]</source>
        <translation>用法：gpuplanner-cli cost --hours-per-month 小时 --months 月数 [--buy 价格 --power-watts 瓦 --electricity 每度电价 --depreciation-years 年 --resale 残值 --maintenance 每月维护费 --utilization 利用率] [--hourly 价格] [--daily 价格] [--weekly 价格] [--monthly 价格] [--spot 价格 --checkpoint-minutes 分钟 --preemptions-per-hour 次数] [--runs-per-month 次数] [--granularity second|minute|hour] --currency CNY|USD [--json]</translation>
    </message>
    <message>
        <source>--%1 is required</source>
        <translation>必须给出 --%1</translation>
    </message>
    <message>
        <source>--granularity must be second, minute or hour</source>
        <translation>--granularity 必须是 second、minute 或 hour</translation>
    </message>
    <message>
        <source>depreciation %1 + power %2 + maintenance %3</source>
        <translation>折旧 %1 + 电费 %2 + 维护 %3</translation>
    </message>
    <message>
        <source>%1 idle hours paid</source>
        <translation>付费的闲置 %1 小时</translation>
    </message>
    <message>
        <source>%1 billed hours</source>
        <translation>计费 %1 小时</translation>
    </message>
    <message>
        <source>Option</source>
        <translation>选项</translation>
    </message>
    <message>
        <source>Per month</source>
        <translation>每月</translation>
    </message>
    <message numerus="yes">
        <source>After %n month(s)</source>
        <translation>
            <numerusform>%n 个月后</numerusform>
        </translation>
    </message>
    <message>
        <source>Detail</source>
        <translation>明细</translation>
    </message>
    <message>
        <source>--utilization must be above 0 and at most 1</source>
        <translation>--utilization 必须大于 0 且不超过 1</translation>
    </message>
    <message>
        <source>say how long the work runs: --tokens N (with the estimate&apos;s speed) or --hours H</source>
        <translation>请说明工作运行多久：--tokens N（按估算速度）或 --hours 小时</translation>
    </message>
    <message>
        <source>stale price (%1)</source>
        <translation>价格已过期（%1）</translation>
    </message>
    <message>
        <source>%1 per million tokens</source>
        <translation>每百万 token %1</translation>
    </message>
    <message>
        <source>%1 replicas fit on one card</source>
        <translation>一张卡可放 %1 个副本</translation>
    </message>
    <message>
        <source>%1 × MIG %2 per card</source>
        <translation>每卡 %1 × MIG %2</translation>
    </message>
    <message numerus="yes">
        <source>%1 — %2: %n option(s), cheapest first</source>
        <translation>
            <numerusform>%1——%2：共 %n 个方案，按价格从低到高</numerusform>
        </translation>
    </message>
    <message>
        <source>Total</source>
        <translation>合计</translation>
    </message>
    <message>
        <source>the plan has no budget section yet</source>
        <translation>该规划还没有预算部分</translation>
    </message>
    <message>
        <source>Scenario</source>
        <translation>场景</translation>
    </message>
    <message>
        <source>GPU-hours</source>
        <translation>GPU 小时</translation>
    </message>
    <message>
        <source>× risk</source>
        <translation>× 风险系数</translation>
    </message>
    <message>
        <source>With buffer</source>
        <translation>含缓冲</translation>
    </message>
    <message>
        <source>Cheapest</source>
        <translation>最便宜方案</translation>
    </message>
    <message>
        <source>How</source>
        <translation>计算方式</translation>
    </message>
    <message>
        <source>Cost</source>
        <translation>费用</translation>
    </message>
    <message>
        <source>A workload across every offer and billing mode, cheapest first.</source>
        <translation>在所有套餐和计费方式下比较一项工作负载，按价格从低到高。</translation>
    </message>
    <message>
        <source>Buy versus monthly, hourly and spot: costs and break-even points.</source>
        <translation>购买与包月、按小时、竞价的对比：费用和盈亏平衡点。</translation>
    </message>
    <message>
        <source>The budget table of a plan file.</source>
        <translation>规划文件的预算表。</translation>
    </message>
    <message>
        <source>--hours-per-month must be at most %1</source>
        <translation>--hours-per-month 不能超过 %1</translation>
    </message>
    <message>
        <source>give --hours (one run) or --hours-per-month (a service), not both</source>
        <translation>请给出 --hours（一次运行）或 --hours-per-month（持续服务），不能同时给出</translation>
    </message>
    <message>
        <source>--days-per-month must be at most 31</source>
        <translation>--days-per-month 不能超过 31</translation>
    </message>
    <message>
        <source>--%1 must be a whole number from 1 to %2, not &apos;%3&apos;</source>
        <translation>--%1 必须是 1 到 %2 之间的整数，而不是“%3”</translation>
    </message>
    <message>
        <source>%1 nodes over %2</source>
        <translation>%1 个节点，经由 %2</translation>
    </message>
    <message numerus="yes">
        <source>%n replica(s), %1 tok/s per user</source>
        <translation>
            <numerusform>%n 个副本，每用户 %1 tok/s</numerusform>
        </translation>
    </message>
    <message>
        <source>Hours per run</source>
        <translation>每次小时数</translation>
    </message>
    <message>
        <source>Hours a month</source>
        <translation>每月小时数</translation>
    </message>
    <message numerus="yes">
        <source>Budget: %1, %n month(s) from %2</source>
        <translation>
            <numerusform>预算：%1，从 %2 起共 %n 个月</numerusform>
        </translation>
    </message>
    <message>
        <source>Peak GPUs</source>
        <translation>峰值 GPU 数</translation>
    </message>
    <message>
        <source>Billing mix</source>
        <translation>计费组合</translation>
    </message>
    <message>
        <source>%1:</source>
        <translation>%1：</translation>
    </message>
    <message>
        <source>Item</source>
        <translation>条目</translation>
    </message>
    <message numerus="yes">
        <source>%1 + %n item(s) without a price</source>
        <translation>
            <numerusform>%1 + %n 个条目无报价</numerusform>
        </translation>
    </message>
    <message>
        <source>The plan&apos;s budget: each scenario&apos;s items priced on every offer, the scenarios side by side (total, per month, peak GPUs, the cheapest billing mix).</source>
        <translation>规划的预算：每个场景的条目按所有套餐定价，各场景并列对比（合计、每月、峰值 GPU 数、最便宜的计费组合）。</translation>
    </message>
    <message>
        <source>Reading the CSV: %1%</source>
        <translation>正在读取 CSV：%1%</translation>
    </message>
    <message>
        <source>--runs-per-month must be a whole number from 1 to 1000, not &apos;%1&apos;</source>
        <translation>--runs-per-month 必须是 1 到 1000 之间的整数，而不是“%1”</translation>
    </message>
    <message>
        <source>%1 could not be loaded and its offers are left out: %2</source>
        <translation>%1 无法加载，其套餐已被排除：%2</translation>
    </message>
    <message>
        <source>stale (undated)</source>
        <translation>已过时（无日期）</translation>
    </message>
    <message>
        <source>Confidence</source>
        <translation>可信度</translation>
    </message>
    <message>
        <source>earlier price (history)</source>
        <translation>早先价格（历史）</translation>
    </message>
    <message>
        <source>Exchange rate: %1</source>
        <translation>汇率：%1</translation>
    </message>
    <message>
        <source>date unknown</source>
        <translation>日期不明</translation>
    </message>
    <message>
        <source>Disk per GB-month</source>
        <translation>磁盘每 GB·月</translation>
    </message>
    <message>
        <source>Stopped disk per GB-month</source>
        <translation>关机磁盘每 GB·月</translation>
    </message>
    <message>
        <source>Egress per GB</source>
        <translation>出网流量每 GB</translation>
    </message>
    <message>
        <source>--commit-date must be a past date like 2026-11-27, not &apos;%1&apos;</source>
        <translation>--commit-date 必须是过去的日期，如 2026-11-27，而不是“%1”</translation>
    </message>
    <message>
        <source>Prices dated %1, from %2.</source>
        <translation>价格日期 %1，来自 %2。</translation>
    </message>
    <message>
        <source>The CSV&apos;s date is unknown (not in a git checkout, no --commit-date): its prices are stored as undated, and so count as stale.</source>
        <translation>该 CSV 的日期不明（不在 git 检出目录中，也未给出 --commit-date）：其价格按无日期保存，因此视为过期。</translation>
    </message>
    <message>
        <source>usage: gpuplanner-cli catalog history OFFER [--json]</source>
        <translation>用法：gpuplanner-cli catalog history 套餐 [--json]</translation>
    </message>
    <message>
        <source>Prices of %1, oldest first:</source>
        <translation>%1 的价格（从旧到新）：</translation>
    </message>
    <message>
        <source>Source</source>
        <translation>来源</translation>
    </message>
    <message>
        <source>--cny-per-usd</source>
        <translation>--cny-per-usd 参数</translation>
    </message>
    <message>
        <source>--data-gb must be a number of GB from 0 to 10000000, not &apos;%1&apos;</source>
        <translation>--data-gb 必须是 0 到 10000000 之间的 GB 数，而不是“%1”</translation>
    </message>
    <message>
        <source>--data-location must be same-region, other-region or local</source>
        <translation>--data-location 必须是 same-region、other-region 或 local</translation>
    </message>
    <message>
        <source>Instances</source>
        <translation>实例</translation>
    </message>
    <message>
        <source>Disk and data</source>
        <translation>磁盘与数据</translation>
    </message>
    <message>
        <source>Beyond the instances, the cheapest option pays:</source>
        <translation>在实例之外，最便宜的方案还需支付：</translation>
    </message>
    <message>
        <source>Converted at %1.</source>
        <translation>按 %1 换算。</translation>
    </message>
    <message>
        <source>Whole machine</source>
        <translation>整机</translation>
    </message>
    <message numerus="yes">
        <source>%1 / %n GPU(s)</source>
        <translation>
            <numerusform>%1 / %n 张 GPU</numerusform>
        </translation>
    </message>
    <message>
        <source>A catalog file that does not validate is refused whole, with the line and field that is wrong; import keeps the file among the user&apos;s catalogs, refresh downloads the published one, history lists an offer&apos;s dated prices.</source>
        <translation>校验不通过的价目文件会被整体拒绝，并指出出错的行和字段；import 把文件加入用户价目，refresh 下载已发布的价目，history 列出某个报价按日期排列的价格。</translation>
    </message>
    <message>
        <source>usage: gpuplanner-cli budget PLAN.json [--json] [constraints]</source>
        <translation>用法：gpuplanner-cli budget 规划文件.json [--json] [约束条件]</translation>
    </message>
    <message>
        <source>the plan &quot;%1&quot; has no workload yet (no &quot;need&quot; section)</source>
        <translation>规划“%1”还没有工作负载（缺少“need”部分）</translation>
    </message>
    <message>
        <source>--max-price-age must be a whole number of days from 0 to %1, not &apos;%2&apos;</source>
        <translation>--max-price-age 必须是 0 到 %1 之间的整数天数，而不是“%2”</translation>
    </message>
    <message>
        <source>--min-confidence must be listed, observed or reported, not &apos;%1&apos;</source>
        <translation>--min-confidence 必须是 listed、observed 或 reported，而不是“%1”</translation>
    </message>
    <message>
        <source>Constraints (override a plan&apos;s): --provider ID[,ID] (only these), --exclude-provider ID[,ID], --region cn|intl|REGION (mainland China, international, or an offer&apos;s region), --currency CNY|USD, --no-spot, --no-monthly, --max-price-age DAYS, --dated-only (no undated prices), --min-confidence listed|observed|reported</source>
        <translation>约束条件（覆盖规划中的设置）：--provider ID[,ID]（仅限这些服务商）、--exclude-provider ID[,ID]、--region cn|intl|地域（中国大陆、海外或某个套餐的地域）、--currency CNY|USD、--no-spot、--no-monthly、--max-price-age 天数、--dated-only（不用无日期的价格）、--min-confidence listed|observed|reported</translation>
    </message>
    <message>
        <source>Pricing: --hours H (one run) or --tokens N, with --runs N over --months M (a recurring job); or --hours-per-month H [--days-per-month D] --months M (a service); --granularity second|minute|hour (overrides the offers&apos; own), --currency CNY|USD, --cny-per-usd X, --limit N; serving: --utilization X (share of paid time spent generating, default 0.5)
Data: --data-gb N (kept on the instance: disk, transfer and egress fees join the totals), --data-location same-region|other-region|local, --upload-mbps X (data on your machine)
A plan: gpuplanner-cli compare PLAN.json [--json] [--limit N] [constraints]: the plan&apos;s workload priced as the Plan page prices it</source>
        <translation>计价：--hours H（单次运行）或 --tokens N，配合 --runs N 与 --months M（周期性任务）；或 --hours-per-month H [--days-per-month D] --months M（长期服务）；--granularity second|minute|hour（覆盖套餐自身的计费粒度）、--currency CNY|USD、--cny-per-usd X、--limit N；推理服务：--utilization X（付费时间中实际生成的比例，默认 0.5）
数据：--data-gb N（存放在实例上：磁盘、传输和出网费用计入总价）、--data-location same-region|other-region|local、--upload-mbps X（数据在您本机时）
规划文件：gpuplanner-cli compare 规划文件.json [--json] [--limit N] [约束条件]：按“规划”页面的方式为规划中的工作负载计价</translation>
    </message>
    <message>
        <source>  From the plan&apos;s answer to this scenario&apos;s item:</source>
        <translation>  从规划的答案到此场景中的条目：</translation>
    </message>
    <message>
        <source>--%1 must be %2 from %3 to %4, not &apos;%5&apos;</source>
        <translation>--%1 必须是 %3 到 %4 之间的%2，而不是“%5”</translation>
    </message>
    <message>
        <source>a whole number</source>
        <translation>整数</translation>
    </message>
    <message>
        <source>a number</source>
        <translation>数字</translation>
    </message>
    <message>
        <source>unknown --task &apos;%1&apos;</source>
        <translation>未知的 --task“%1”</translation>
    </message>
    <message>
        <source>unknown --precision &apos;%1&apos;</source>
        <translation>未知的 --precision“%1”</translation>
    </message>
    <message>
        <source>--workload must be a whole number from 1 to %1 (the plan&apos;s workloads), not &apos;%2&apos;</source>
        <translation>--workload 必须是 1 到 %1 之间的整数（规划中的工作负载），而不是“%2”</translation>
    </message>
    <message>
        <source>With PLAN.json, these override the plan&apos;s answers: --model ID | --params SIZE | --config FILE, --task, --precision, --batch, --seq, --lora-rank, --tokens N (one pass over N tokens), --users N, --tokens-per-second-per-user X, --prompt-tokens N, --output-tokens N, --allow-spot; --workload N picks the plan&apos;s workload (1: the first)</source>
        <translation>给出规划文件时，以下参数覆盖规划中的回答：--model ID | --params 规模 | --config 文件、--task、--precision、--batch、--seq、--lora-rank、--tokens N（对 N 个 token 训练一轮）、--users N、--tokens-per-second-per-user X、--prompt-tokens N、--output-tokens N、--allow-spot；--workload N 选择规划中的工作负载（1：第一个）</translation>
    </message>
    <message>
        <source>%1 does not publish: %2.</source>
        <translation>%1 未公开：%2。</translation>
    </message>
    <message>
        <source>usage: gpuplanner-cli catalog import-skypilot CSV [--provider-id ID] [--commit-date YYYY-MM-DD] [--source owner/repo@commit:path]</source>
        <translation>用法：gpuplanner-cli catalog import-skypilot CSV [--provider-id ID] [--commit-date YYYY-MM-DD] [--source owner/repo@commit:path]</translation>
    </message>
    <message>
        <source>--source: %1</source>
        <translation>--source：%1</translation>
    </message>
    <message>
        <source>Usage: gpuplanner-cli catalog list [--json] [--stale [--max-age DAYS]] | rate [--refresh [--url URL]] [--set CNY_PER_USD] [--clear] [--json] | validate FILE | import FILE | export PROVIDER FILE | import-skypilot CSV [--provider-id ID] [--commit-date DATE] [--source TEXT] | refresh [--url URL] [--save-url] | history OFFER [--json]</source>
        <translation>用法：gpuplanner-cli catalog list [--json] [--stale [--max-age DAYS]] | rate [--refresh [--url URL]] [--set CNY_PER_USD] [--clear] [--json] | validate FILE | import FILE | export PROVIDER FILE | import-skypilot CSV [--provider-id ID] [--commit-date DATE] [--source TEXT] | refresh [--url URL] [--save-url] | history OFFER [--json]</translation>
    </message>
    <message>
        <source>unknown catalog command &apos;%1&apos; (list, validate, import, export, import-skypilot, refresh, history, rate)</source>
        <translation>未知的 catalog 子命令“%1”（list、validate、import、export、import-skypilot、refresh、history、rate）</translation>
    </message>
    <message>
        <source>GPU and price catalogs: list, validate, import, export, refresh, history, rate.</source>
        <translation>GPU 与价格目录：列出、校验、导入、导出、刷新、历史、汇率。</translation>
    </message>
    <message>
        <source>--max-age must be a whole number of days from 0 to %1, not &quot;%2&quot;</source>
        <translation>--max-age 必须是 0 到 %1 之间的整数天数，而不是“%2”</translation>
    </message>
    <message>
        <source>(fees)</source>
        <translation>（费用）</translation>
    </message>
    <message numerus="yes">
        <source>%n price(s) or fee(s) older than %1 days or undated, to refresh first:</source>
        <translation>
            <numerusform>有 %n 个价格或费用早于 %1 天或没有日期，应优先刷新：</numerusform>
        </translation>
    </message>
    <message>
        <source>Age (days)</source>
        <translation>年龄（天）</translation>
    </message>
    <message>
        <source>give one of --refresh, --set and --clear</source>
        <translation>--refresh、--set 和 --clear 只能给一个</translation>
    </message>
    <message>
        <source>--set takes CNY per USD from 0.01 to 1000, not &quot;%1&quot;</source>
        <translation>--set 接受每美元 0.01 到 1000 元人民币，而不是“%1”</translation>
    </message>
    <message>
        <source>the refresh did not finish</source>
        <translation>刷新没有完成</translation>
    </message>
    <message>
        <source>the settings file %1 could not be written</source>
        <translation>无法写入设置文件 %1</translation>
    </message>
    <message>
        <source>The catalog&apos;s own: %1</source>
        <translation>目录自带的：%1</translation>
    </message>
    <message>
        <source>--months must be a whole number of months from 1 to %1, not &apos;%2&apos;</source>
        <translation>--months 必须是 1 到 %1 之间的整数月数，而不是“%2”</translation>
    </message>
</context>
<context>
    <name>gp::cli::CliApp</name>
    <message>
        <source>Plan, price and operate rented GPUs for LLM work, from scripts and headless machines.</source>
        <translation>在脚本和无界面机器上为大模型工作规划、比价并管理租用的 GPU。</translation>
    </message>
    <message>
        <source>Options:</source>
        <translation>选项：</translation>
    </message>
    <message>
        <source>Option</source>
        <translation>选项</translation>
    </message>
    <message>
        <source>Meaning</source>
        <translation>含义</translation>
    </message>
    <message>
        <source>Show this help, or a command&apos;s help after its name.</source>
        <translation>显示本帮助；放在命令名之后则显示该命令的帮助。</translation>
    </message>
    <message>
        <source>Show the version (with --json as JSON).</source>
        <translation>显示版本（加 --json 则输出 JSON）。</translation>
    </message>
    <message>
        <source>Language of the output: en or zh_CN (default: the saved choice, else the system locale).</source>
        <translation>输出语言：en 或 zh_CN（默认使用已保存的选择，否则跟随系统区域设置）。</translation>
    </message>
    <message>
        <source>Print machine-readable JSON instead of a table.</source>
        <translation>输出机器可读的 JSON，而不是表格。</translation>
    </message>
    <message>
        <source>Commands:</source>
        <translation>命令：</translation>
    </message>
    <message>
        <source>Command</source>
        <translation>命令</translation>
    </message>
    <message>
        <source>Description</source>
        <translation>说明</translation>
    </message>
    <message>
        <source>unknown language &apos;%1&apos; (use en or zh_CN)</source>
        <translation>未知语言“%1”（请使用 en 或 zh_CN）</translation>
    </message>
    <message>
        <source>unknown command &apos;%1&apos; (see gpuplanner-cli --help)</source>
        <translation>未知命令“%1”（参见 gpuplanner-cli --help）</translation>
    </message>
    <message>
        <source>error: %1</source>
        <translation>错误：%1</translation>
    </message>
    <message>
        <source>warning: %1</source>
        <translation>警告：%1</translation>
    </message>
    <message>
        <source>success</source>
        <translation>成功</translation>
    </message>
    <message>
        <source>the operation failed</source>
        <translation>操作失败</translation>
    </message>
    <message>
        <source>bad usage or input</source>
        <translation>用法或输入有误</translation>
    </message>
    <message>
        <source>Usage: %1</source>
        <translation>用法：%1</translation>
    </message>
    <message>
        <source>Exit codes: %1.</source>
        <translation>退出码：%1。</translation>
    </message>
    <message>
        <source>unknown manual page &apos;%1&apos; (gpuplanner-cli or gpuplanner)</source>
        <translation>未知的手册页“%1”（可用 gpuplanner-cli 或 gpuplanner）</translation>
    </message>
</context>
<context>
    <name>gp::cli::EstimatorCommands</name>
    <message>
        <source>%1 M</source>
        <translation>%1 M</translation>
    </message>
    <message>
        <source>%1 B</source>
        <translation>%1 B</translation>
    </message>
    <message>
        <source>unexpected argument &apos;%1&apos;</source>
        <translation>多余的参数“%1”</translation>
    </message>
    <message>
        <source>give exactly one of --model ID, --config FILE or --params SIZE</source>
        <translation>请且只能给出 --model ID、--config FILE 或 --params SIZE 中的一个</translation>
    </message>
    <message>
        <source>give exactly one of --model ID or --config FILE</source>
        <translation>请且只能给出 --model ID 或 --config FILE 中的一个</translation>
    </message>
    <message>
        <source>unknown model &apos;%1&apos;; known models: %2</source>
        <translation>未知模型“%1”；已知模型：%2</translation>
    </message>
    <message>
        <source>--%1 must be a number above %2 and at most %3, not &apos;%4&apos;</source>
        <translation>--%1 必须是大于 %2 且不超过 %3 的数，而不是“%4”</translation>
    </message>
    <message>
        <source>--task is required: inference, full, freeze, lora or qlora</source>
        <translation>必须给出 --task：inference、full、freeze、lora 或 qlora</translation>
    </message>
    <message>
        <source>unknown --task &apos;%1&apos; (inference, full, freeze, lora, qlora)</source>
        <translation>未知的 --task“%1”（inference、full、freeze、lora、qlora）</translation>
    </message>
    <message>
        <source>unknown --precision &apos;%1&apos; (fp32, bf16, fp16, amp-bf16, amp-fp16, int8, int4)</source>
        <translation>未知的 --precision“%1”（fp32、bf16、fp16、amp-bf16、amp-fp16、int8、int4）</translation>
    </message>
    <message>
        <source>--lora-targets takes a comma-separated list of %1, or all-linear; not &apos;%2&apos;</source>
        <translation>--lora-targets 接受以逗号分隔的 %1 列表，或 all-linear；而不是“%2”</translation>
    </message>
    <message>
        <source>unknown --gpu &apos;%1&apos;; known GPUs: %2</source>
        <translation>未知的 --gpu“%1”；已知 GPU：%2</translation>
    </message>
    <message>
        <source>Usage: gpuplanner-cli params (--model ID | --config FILE) [--json]</source>
        <translation>用法：gpuplanner-cli params (--model ID | --config FILE) [--json]</translation>
    </message>
    <message>
        <source>Exact parameter counts and KV cache size from a model&apos;s architecture.</source>
        <translation>根据模型结构给出精确的参数量和 KV 缓存大小。</translation>
    </message>
    <message>
        <source>Model: %1</source>
        <translation>模型：%1</translation>
    </message>
    <message>
        <source>Part</source>
        <translation>部分</translation>
    </message>
    <message>
        <source>Parameters</source>
        <translation>参数量</translation>
    </message>
    <message>
        <source>Embedding</source>
        <translation>嵌入层</translation>
    </message>
    <message>
        <source>Output head</source>
        <translation>输出头</translation>
    </message>
    <message>
        <source>tied to the embedding</source>
        <translation>与嵌入层共享</translation>
    </message>
    <message>
        <source>Attention</source>
        <translation>注意力</translation>
    </message>
    <message>
        <source>MLP</source>
        <translation>MLP</translation>
    </message>
    <message>
        <source>Experts</source>
        <translation>专家</translation>
    </message>
    <message>
        <source>Routers</source>
        <translation>路由器</translation>
    </message>
    <message>
        <source>Norms</source>
        <translation>归一化层</translation>
    </message>
    <message>
        <source>Total</source>
        <translation>合计</translation>
    </message>
    <message>
        <source>Active per token</source>
        <translation>每个 token 激活的参数</translation>
    </message>
    <message>
        <source>KV cache per token (bf16)</source>
        <translation>每个 token 的 KV 缓存（bf16）</translation>
    </message>
    <message>
        <source>%1 bytes</source>
        <translation>%1 字节</translation>
    </message>
    <message>
        <source>Note: the shape is approximate or best effort; see the assumptions of &apos;estimate&apos;.</source>
        <translation>注意：模型结构为近似或尽力估算；请参见 estimate 命令给出的假设。</translation>
    </message>
    <message>
        <source>Usage: gpuplanner-cli %1 (--model ID | --config FILE | --params SIZE) --task inference|full|freeze|lora|qlora [options] [--json]</source>
        <translation>用法：gpuplanner-cli %1 (--model ID | --config FILE | --params SIZE) --task inference|full|freeze|lora|qlora [选项] [--json]</translation>
    </message>
    <message>
        <source>Model: %1 — %2 parameters, %3 trainable</source>
        <translation>模型：%1——%2 个参数，其中 %3 可训练</translation>
    </message>
    <message>
        <source>Memory per GPU (%1 GPU(s)):</source>
        <translation>每块 GPU 的显存（共 %1 块 GPU）：</translation>
    </message>
    <message>
        <source>Component</source>
        <translation>组成</translation>
    </message>
    <message>
        <source>Term</source>
        <translation>项</translation>
    </message>
    <message>
        <source>GiB</source>
        <translation>GiB</translation>
    </message>
    <message>
        <source>How</source>
        <translation>计算方式</translation>
    </message>
    <message>
        <source>Fits on %1 (%2 GiB): %3 GiB to spare.</source>
        <translation>%1（%2 GiB）放得下：还剩 %3 GiB。</translation>
    </message>
    <message>
        <source>Does NOT fit on %1 (%2 GiB): %3 GiB short.</source>
        <translation>%1（%2 GiB）放不下：还差 %3 GiB。</translation>
    </message>
    <message>
        <source>Time: %1 FLOPs, %2 GPU-hours, %3 hours wall-clock on %4 × %5.</source>
        <translation>时间：%1 FLOPs，%2 GPU 小时，在 %4 × %5 上实际耗时 %3 小时。</translation>
    </message>
    <message>
        <source>Throughput: prefill %1 tokens/s, decode %2 tokens/s per sequence (%3 tokens/s for %4 sequences); up to %5 sequences of %6 tokens fit.</source>
        <translation>吞吐：预填充 %1 token/秒，每条序列解码 %2 token/秒（%4 条序列合计 %3 token/秒）；最多可容纳 %5 条 %6 token 的序列。</translation>
    </message>
    <message>
        <source>Assumptions:</source>
        <translation>假设：</translation>
    </message>
    <message>
        <source>Which GPUs fit %1 (%2):</source>
        <translation>哪些 GPU 放得下 %1（%2）：</translation>
    </message>
    <message>
        <source>%1 h (%2 GPU-h)</source>
        <translation>%1 小时（%2 GPU 小时）</translation>
    </message>
    <message>
        <source> (missing)</source>
        <translation>（不具备）</translation>
    </message>
    <message>
        <source>GPU</source>
        <translation>GPU</translation>
    </message>
    <message>
        <source>Cards</source>
        <translation>卡数</translation>
    </message>
    <message>
        <source>GiB per card</source>
        <translation>每卡 GiB</translation>
    </message>
    <message>
        <source>Headroom</source>
        <translation>余量</translation>
    </message>
    <message>
        <source>Interconnect</source>
        <translation>互联</translation>
    </message>
    <message>
        <source>Time</source>
        <translation>时间</translation>
    </message>
    <message>
        <source>Decode</source>
        <translation>解码</translation>
    </message>
    <message>
        <source>Exact parameter counts and KV cache bytes per token.</source>
        <translation>精确的参数量和每个 token 的 KV 缓存字节数。</translation>
    </message>
    <message>
        <source>GPU memory by component, time and throughput for a workload.</source>
        <translation>按组成列出工作负载所需的 GPU 显存、时间和吞吐。</translation>
    </message>
    <message>
        <source>Which GPUs fit a workload, how many, and how fast.</source>
        <translation>哪些 GPU 放得下某项工作负载、需要几块、速度多快。</translation>
    </message>
    <message>
        <source>give --context or --prompt-tokens/--output-tokens, not both</source>
        <translation>请给出 --context 或 --prompt-tokens/--output-tokens，不能同时给出</translation>
    </message>
    <message>
        <source>--users, --prompt-tokens, --output-tokens, --tokens-per-second-per-user and --allow-spot describe serving: use them with --task inference</source>
        <translation>--users、--prompt-tokens、--output-tokens、--tokens-per-second-per-user 和 --allow-spot 用于描述推理服务：请与 --task inference 一起使用</translation>
    </message>
    <message>
        <source>Serving load: --users N (decoding at once), --prompt-tokens N, --output-tokens N, --tokens-per-second-per-user X (replicas are added until each user gets it), --allow-spot (an always-on service may run on spot capacity)</source>
        <translation>推理负载：--users N（同时解码的用户数），--prompt-tokens N，--output-tokens N，--tokens-per-second-per-user X（不断增加副本，直到每个用户都达到该速度），--allow-spot（允许全天候运行的服务使用竞价实例）</translation>
    </message>
    <message>
        <source>--gpus is limited to 512 and --nodes to 64</source>
        <translation>--gpus 最多为 512，--nodes 最多为 64</translation>
    </message>
    <message>
        <source>%1 tok/s per user</source>
        <translation>每用户 %1 tok/s</translation>
    </message>
    <message>
        <source>no</source>
        <translation>否</translation>
    </message>
    <message>
        <source>Layout</source>
        <translation>并行布局</translation>
    </message>
    <message>
        <source>--%1 must be a whole number from %2 to %3, not &apos;%4&apos;</source>
        <translation>--%1 必须是 %2 到 %3 之间的整数，而不是“%4”</translation>
    </message>
    <message>
        <source>unknown --optimizer &apos;%1&apos; (%2)</source>
        <translation>未知的 --optimizer &apos;%1&apos;（%2）</translation>
    </message>
    <message>
        <source>Memory savers (training): --optimizer-in-backward (step each parameter as its gradient arrives), --chunked-loss (cross-entropy in chunks), --activation-offloading (saved activations in host memory), --compile (torch.compile); --optimizer paged-adamw-8bit pages optimizer states to host memory</source>
        <translation>省显存选项（训练）：--optimizer-in-backward（梯度一到即更新该参数），--chunked-loss（分块计算交叉熵），--activation-offloading（保存的激活放在主机内存），--compile（torch.compile）；--optimizer paged-adamw-8bit 把优化器状态分页到主机内存</translation>
    </message>
    <message>
        <source>unknown --engine &apos;%1&apos; (%2)</source>
        <translation>未知的 --engine &apos;%1&apos;（%2）</translation>
    </message>
    <message>
        <source>--engine chooses a serving engine: use it with --task inference</source>
        <translation>--engine 选择推理引擎：请与 --task inference 一起使用</translation>
    </message>
    <message>
        <source>A plan: gpuplanner-cli fit PLAN.json [--json] [constraints]: the plan&apos;s workload</source>
        <translation>规划文件：gpuplanner-cli fit 规划文件.json [--json] [约束条件]：规划中的工作负载</translation>
    </message>
    <message>
        <source>Likely range: %1 GPU-hours, %2 hours (%3).</source>
        <translation>可能范围：%1 GPU 小时，%2 小时（%3）。</translation>
    </message>
    <message>
        <source>Likely decode speed per sequence: %1 tokens/s (%2).</source>
        <translation>每个序列可能的解码速度：每秒 %1 个 token（%2）。</translation>
    </message>
    <message>
        <source>Serving engine: --engine vllm|sglang|llama.cpp|transformers|lmdeploy|tensorrt-llm (default vllm; llama.cpp&apos;s int8/int4 are GGUF Q8_0/Q4_K_M)</source>
        <translation>推理引擎：--engine vllm|sglang|llama.cpp|transformers|lmdeploy|tensorrt-llm（默认 vllm；llama.cpp 的 int8/int4 为 GGUF Q8_0/Q4_K_M）</translation>
    </message>
    <message>
        <source>Options: --precision fp32|bf16|fp16|amp-bf16|amp-fp16|int8|int4, --optimizer adamw|adamw-8bit|paged-adamw-8bit|sgd|adafactor, --batch N, --grad-accum N, --seq N, --lora-rank R, --lora-targets LIST|all-linear, --freeze-trainable-layers N, --grad-checkpointing, --no-flash-attention, --gpus N, --zero 0-3, --tensor-parallel N, --nodes N, --context N, --concurrency N, --gpu-memory-utilization X, --gpu GPU_ID, --tokens N, --mfu X</source>
        <translation>选项：--precision fp32|bf16|fp16|amp-bf16|amp-fp16|int8|int4，--optimizer adamw|adamw-8bit|paged-adamw-8bit|sgd|adafactor，--batch N，--grad-accum N（每次优化器步的微批次数），--seq N，--lora-rank R，--lora-targets 列表|all-linear，--freeze-trainable-layers N，--grad-checkpointing，--no-flash-attention，--gpus N，--zero 0-3，--tensor-parallel N，--nodes N，--context N，--concurrency N，--gpu-memory-utilization X，--gpu GPU_ID，--tokens N，--mfu X</translation>
    </message>
</context>
<context>
    <name>gp::cli::ExportCommands</name>
    <message>
        <source>Wrote %1: %2 node(s) × %3 %4.</source>
        <translation>已写入 %1：%2 个节点 × %3 块 %4。</translation>
    </message>
    <message>
        <source>The plan&apos;s training answer as a SkyPilot task or a Kubernetes manifest (YAML).</source>
        <translation>把规划的训练方案导出为 SkyPilot 任务或 Kubernetes 清单（YAML）。</translation>
    </message>
    <message>
        <source>Writes the plan&apos;s training answer (its GPUs, nodes and run) as a SkyPilot task or a Kubernetes manifest, on standard output or into FILE, with the parallelism it needs (ZeRO stage as a DeepSpeed configuration, tensor and pipeline parallel degrees).</source>
        <translation>把规划的训练方案（GPU、节点和运行命令）写成 SkyPilot 任务或 Kubernetes 清单，输出到标准输出或文件，并带上所需的并行方式（ZeRO 阶段写成 DeepSpeed 配置，以及张量并行和流水线并行度）。</translation>
    </message>
    <message>
        <source>usage: gpuplanner-cli export skypilot|kubernetes PLAN.json [--output FILE] [--workload N] [constraints]</source>
        <translation>用法：gpuplanner-cli export skypilot|kubernetes 规划.json [--output 文件] [--workload N] [约束条件]</translation>
    </message>
</context>
<context>
    <name>gp::cli::ManPage</name>
    <message>
        <source>User Commands</source>
        <translation>用户命令</translation>
    </message>
    <message>
        <source>NAME</source>
        <translation>名称</translation>
    </message>
    <message>
        <source>FILES</source>
        <translation>文件</translation>
    </message>
    <message>
        <source>Settings shared with the desktop app: language, display currency, exchange rate, the catalog refresh address.</source>
        <translation>与桌面应用共用的设置：语言、显示币种、汇率、价目更新地址。</translation>
    </message>
    <message>
        <source>Saved host profiles: address, sign-in method, the offer rented, the provider&apos;s instance.</source>
        <translation>已保存的主机配置：地址、登录方式、租用的报价、云厂商的实例。</translation>
    </message>
    <message>
        <source>Webhooks: name, platform and the events each wants.</source>
        <translation>Webhook：名称、平台以及各自订阅的事件。</translation>
    </message>
    <message>
        <source>Imported and downloaded price catalogs, and the history of every price.</source>
        <translation>导入和下载的价目，以及每个价格的历史。</translation>
    </message>
    <message>
        <source>Host keys, shared with OpenSSH: a new key is added only once confirmed, a changed one is refused.</source>
        <translation>主机密钥，与 OpenSSH 共用：新密钥须经确认才会加入，已变更的密钥会被拒绝。</translation>
    </message>
    <message>
        <source>Passwords, key passphrases, provider tokens and webhook addresses are kept in the system keychain (Secret Service), never in these files, a plan file, a log or the command line.</source>
        <translation>密码、密钥口令、云厂商 token 与 Webhook 地址保存在系统钥匙串（Secret Service）中，绝不会出现在这些文件、规划文件、日志或命令行里。</translation>
    </message>
    <message>
        <source>ENVIRONMENT</source>
        <translation>环境变量</translation>
    </message>
    <message>
        <source>The language when neither --lang nor a saved choice says (zh_CN for a Chinese locale).</source>
        <translation>未指定 --lang 且没有保存的选择时所用的语言（中文区域设置下为 zh_CN）。</translation>
    </message>
    <message>
        <source>Where the files above are kept (default ~/.config and ~/.local/share).</source>
        <translation>上述文件的存放位置（默认 ~/.config 和 ~/.local/share）。</translation>
    </message>
    <message>
        <source>Where a held connection&apos;s socket is made (else a private folder under /tmp).</source>
        <translation>保持连接的套接字所在位置（否则为 /tmp 下的私有目录）。</translation>
    </message>
    <message>
        <source>Another https:// origin for the providers&apos; APIs (a proxy or a test double).</source>
        <translation>云厂商 API 的另一个 https:// 源（代理或测试替身）。</translation>
    </message>
    <message>
        <source>A PEM certificate to trust for that origin, besides the system&apos;s roots.</source>
        <translation>除系统根证书外，为该源额外信任的 PEM 证书。</translation>
    </message>
    <message>
        <source>SYNOPSIS</source>
        <translation>概要</translation>
    </message>
    <message>
        <source>DESCRIPTION</source>
        <translation>描述</translation>
    </message>
    <message>
        <source>gpuplanner-cli is GPU Planner&apos;s command-line front end: the same estimator, catalogs, cost model and SSH console as the desktop app, for scripts and headless machines. Each command prints a table, or JSON with --json; its flags, JSON keys and exit codes are stable.</source>
        <translation>gpuplanner-cli 是算力规划的命令行前端：与桌面应用相同的估算器、价目、成本模型和 SSH 控制台，供脚本和无界面机器使用。每个命令输出表格，加 --json 则输出 JSON；其参数、JSON 键名和退出码保持稳定。</translation>
    </message>
    <message>
        <source>OPTIONS</source>
        <translation>选项</translation>
    </message>
    <message>
        <source>COMMANDS</source>
        <translation>命令</translation>
    </message>
    <message>
        <source>EXIT STATUS</source>
        <translation>退出状态</translation>
    </message>
    <message>
        <source>EXAMPLES</source>
        <translation>示例</translation>
    </message>
    <message>
        <source>Which GPUs fit a LoRA fine-tune of a 7B model, and how fast:</source>
        <translation>哪些 GPU 放得下 7B 模型的 LoRA 微调，速度如何：</translation>
    </message>
    <message>
        <source>Every offer for that run of 2×10⁸ tokens, cheapest first, in yuan:</source>
        <translation>这次 2×10⁸ token 训练在每个报价上的费用，按人民币从低到高：</translation>
    </message>
    <message>
        <source>Save a rented host, then check it against the offer it was rented as:</source>
        <translation>保存租到的主机，再按其租用的报价检查它：</translation>
    </message>
    <message>
        <source>Upload a project, then run training detached from the connection:</source>
        <translation>上传项目，然后脱离连接运行训练：</translation>
    </message>
    <message>
        <source>SEE ALSO</source>
        <translation>参见</translation>
    </message>
    <message>
        <source>plan, price and operate rented GPUs for LLM work (desktop app)</source>
        <translation>为大模型工作规划、比价并管理租用的 GPU（桌面应用）</translation>
    </message>
    <message>
        <source>GPU Planner answers which GPU to rent for fine-tuning or serving a language model and what it will cost: a questionnaire drives the memory estimator, dated provider catalogs in CNY and USD price every billing mode, and a budget holds the quarter&apos;s scenarios. Its Console connects to a rented instance over SSH to upload, run a smoke test against what the offer promised, run jobs and guard against paying for an idle instance.
The interface is in English and Chinese, switched at runtime from the Language menu.</source>
        <translation>算力规划回答微调或部署大模型该租哪种 GPU、要花多少钱：需求问卷驱动显存估算器，注明日期的云厂商价目（人民币与美元）为每种计费方式定价，预算保存本季度的各种情景。其控制台通过 SSH 连接租用的实例，用于上传、按报价承诺运行冒烟测试、运行作业，并防止为闲置实例付费。
界面支持中文和英文，可在“语言”菜单中即时切换。</translation>
    </message>
    <message>
        <source>Show the options and exit.</source>
        <translation>显示选项后退出。</translation>
    </message>
    <message>
        <source>Show the version and exit.</source>
        <translation>显示版本后退出。</translation>
    </message>
    <message>
        <source>Show the options with Qt&apos;s own (such as -platform offscreen) and exit.</source>
        <translation>显示选项及 Qt 自带的选项（例如 -platform offscreen）后退出。</translation>
    </message>
    <message>
        <source>Which folders on which instances were uploaded to, as digests: only a first upload into a folder is sent before the instance has answered.</source>
        <translation>上传过哪些实例上的哪些文件夹（仅存摘要）：只有向某个文件夹的首次上传会在实例应答之前就开始发送。</translation>
    </message>
</context>
<context>
    <name>gp::cli::NotifyCommands</name>
    <message>
        <source>No webhook wants this event; nothing was sent.</source>
        <translation>没有 Webhook 订阅此事件；未发送任何消息。</translation>
    </message>
    <message>
        <source>%1: sent.</source>
        <translation>%1：已发送。</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1：%2</translation>
    </message>
    <message>
        <source>Webhook URL for %1: </source>
        <translation>%1 的 Webhook URL：</translation>
    </message>
    <message>
        <source>Signing secret (empty: the webhook is not signed): </source>
        <translation>签名密钥（留空：不签名）：</translation>
    </message>
    <message>
        <source>what was piped in is over 64 KiB: not a URL and secret; nothing stored</source>
        <translation>管道输入超过 64 KiB：不是 URL 和密钥；未保存任何内容</translation>
    </message>
    <message>
        <source>%1 webhooks are not signed: give the URL only</source>
        <translation>%1 的 Webhook 不签名：只需提供 URL</translation>
    </message>
    <message>
        <source>no URL given (type it at the prompt, or pipe it in)</source>
        <translation>未提供 URL（请在提示处输入，或通过管道传入）</translation>
    </message>
    <message>
        <source>Webhook %1 (%2) is set up; its URL and secret are in the system keychain. It will be told when: %3.</source>
        <translation>Webhook %1（%2）已设置；其 URL 和密钥保存在系统钥匙串中。以下情况会通知它：%3。</translation>
    </message>
    <message>
        <source>unexpected argument &apos;%1&apos;</source>
        <translation>多余的参数“%1”</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>名称</translation>
    </message>
    <message>
        <source>Platform</source>
        <translation>平台</translation>
    </message>
    <message>
        <source>Events</source>
        <translation>事件</translation>
    </message>
    <message>
        <source>give exactly one event</source>
        <translation>请只给出一个事件</translation>
    </message>
    <message>
        <source>give exactly one webhook name</source>
        <translation>请只给出一个 Webhook 名称</translation>
    </message>
    <message>
        <source>say which platform and which events: --platform dingtalk --events all</source>
        <translation>请指明平台和事件：--platform dingtalk --events all</translation>
    </message>
    <message>
        <source>Webhook %1 removed, with its URL and secret.</source>
        <translation>已删除 Webhook %1 及其 URL 和密钥。</translation>
    </message>
    <message>
        <source>unknown event &apos;%1&apos;; known: %2</source>
        <translation>未知事件“%1”；可用：%2</translation>
    </message>
    <message>
        <source>give the message&apos;s --title</source>
        <translation>请给出消息的 --title</translation>
    </message>
    <message>
        <source>Webhooks for notifications (Feishu, DingTalk, WeCom, Slack, generic): add, list, remove, test, send.</source>
        <translation>通知用的 Webhook（飞书、钉钉、企业微信、Slack、通用）：添加、列出、删除、测试、发送。</translation>
    </message>
    <message>
        <source>usage: gpuplanner-cli notify add NAME --platform %2 --events LIST | notify list [--json] | notify remove NAME | notify test NAME | notify send EVENT --title TEXT [--text TEXT] [--json]
  add reads the webhook URL (and, for Feishu, DingTalk and the generic webhook, an optional signing secret) at the terminal without echo, or piped in: the URL on the first line, the secret on the second.
  LIST: comma-separated events (%1), or job, budget, all.</source>
        <translation>用法：gpuplanner-cli notify add 名称 --platform %2 --events 列表 | notify list [--json] | notify remove 名称 | notify test 名称 | notify send 事件 --title 文本 [--text 文本] [--json]
  add 在终端以不回显方式读取 Webhook URL（飞书、钉钉和通用 Webhook 还可读取可选的签名密钥），或从管道读取：第一行是 URL，第二行是密钥。
  列表：逗号分隔的事件（%1），或 job、budget、all。</translation>
    </message>
    <message>
        <source>unknown platform &apos;%1&apos; (%2)</source>
        <translation>未知平台“%1”（%2）</translation>
    </message>
</context>
<context>
    <name>gp::cli::ProfileCommands</name>
    <message>
        <source>unexpected argument &apos;%1&apos;</source>
        <translation>多余的参数“%1”</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>名称</translation>
    </message>
    <message>
        <source>Host</source>
        <translation>主机</translation>
    </message>
    <message>
        <source>Sign-in</source>
        <translation>登录方式</translation>
    </message>
    <message>
        <source>Offer</source>
        <translation>套餐</translation>
    </message>
    <message>
        <source>give exactly one profile name</source>
        <translation>请只给出一个配置名称</translation>
    </message>
    <message>
        <source>Password for %1: </source>
        <translation>%1 的密码：</translation>
    </message>
    <message>
        <source>The password of %1 is in the system keychain.</source>
        <translation>%1 的密码已保存在系统钥匙串中。</translation>
    </message>
    <message>
        <source>The password of %1 is removed from the keychain.</source>
        <translation>已从钥匙串中删除 %1 的密码。</translation>
    </message>
    <message>
        <source>the profile %1 has no key file (add it with -i KEY)</source>
        <translation>配置 %1 没有密钥文件（用 -i 密钥 添加）</translation>
    </message>
    <message>
        <source>Passphrase for %1: </source>
        <translation>%1 的口令：</translation>
    </message>
    <message>
        <source>The passphrase of %1 is in the system keychain.</source>
        <translation>%1 的口令已保存到系统钥匙串。</translation>
    </message>
    <message>
        <source>The passphrase of %1 is removed from the keychain.</source>
        <translation>已从钥匙串中删除 %1 的口令。</translation>
    </message>
    <message>
        <source>Provider API token for %1: </source>
        <translation>%1 的服务商 API 令牌：</translation>
    </message>
    <message>
        <source>The provider token of %1 is in the system keychain; guards installed from this profile can use it as $GP_PROVIDER_TOKEN.</source>
        <translation>%1 的服务商令牌已保存到系统钥匙串；用此配置安装的守护可通过 $GP_PROVIDER_TOKEN 使用它。</translation>
    </message>
    <message>
        <source>The provider token of %1 is removed from the keychain.</source>
        <translation>已从钥匙串中删除 %1 的服务商令牌。</translation>
    </message>
    <message>
        <source>Profile %1 removed.</source>
        <translation>已删除主机配置 %1。</translation>
    </message>
    <message>
        <source>say where it is: --ssh &quot;ssh -p PORT root@host&quot;</source>
        <translation>请指明主机位置：--ssh &quot;ssh -p 端口 root@主机&quot;</translation>
    </message>
    <message>
        <source>--auth must be key, agent or password</source>
        <translation>--auth 必须是 key、agent 或 password</translation>
    </message>
    <message>
        <source>unknown offer &apos;%1&apos; (see gpuplanner-cli catalog list)</source>
        <translation>未知套餐“%1”（参见 gpuplanner-cli catalog list）</translation>
    </message>
    <message>
        <source>Profile %1 saved: %2.</source>
        <translation>已保存主机配置 %1：%2。</translation>
    </message>
    <message>
        <source>Saved host profiles for remote --profile: add, list, remove.</source>
        <translation>供 remote --profile 使用的主机配置：添加、列出、删除。</translation>
    </message>
    <message>
        <source>what was piped in is over 64 KiB: not a password or token; nothing stored</source>
        <translation>管道输入超过 64 KiB：不是密码或令牌；未保存任何内容</translation>
    </message>
    <message>
        <source>nothing given (type it at the prompt, or pipe it in)</source>
        <translation>未提供任何内容（请在提示处输入，或通过管道传入）</translation>
    </message>
    <message>
        <source>Nothing of that kind is stored for %1; nothing was removed.</source>
        <translation>%1 没有保存此类内容；未删除任何内容。</translation>
    </message>
    <message>
        <source>usage: gpuplanner-cli profile add NAME --ssh &quot;ssh [-p PORT] [-i KEY] [USER@]HOST&quot; [--auth key|agent|password] [--offer ID] | profile list [--json] | profile remove NAME | profile set-password|forget-password|set-passphrase|forget-passphrase|set-token|forget-token NAME</source>
        <translation>用法：gpuplanner-cli profile add 名称 --ssh &quot;ssh [-p 端口] [-i 密钥] [用户@]主机&quot; [--auth key|agent|password] [--offer 报价ID] | profile list [--json] | profile remove 名称 | profile set-password|forget-password|set-passphrase|forget-passphrase|set-token|forget-token 名称</translation>
    </message>
    <message>
        <source>A profile names a host the remote command connects to by name: where it is, how to sign in and which offer it was rented as. Passwords, key passphrases and provider tokens are read at the terminal without echo (or piped in) and kept in the system keychain, never in the profile file.</source>
        <translation>配置为 remote 命令按名称连接的主机命名：它在哪里、如何登录、按哪个报价租用。密码、密钥口令和云厂商 token 在终端以不回显方式读取（或经管道输入），保存在系统钥匙串中，绝不写入配置文件。</translation>
    </message>
</context>
<context>
    <name>gp::cli::ProviderCommands</name>
    <message>
        <source>usage: gpuplanner-cli provider list [--json] | provider set-token|forget-token PROVIDER | provider offers PROVIDER [--gpu ID] [--save] [--json] | provider launch PROVIDER --offer ID [--count N] [--name NAME] [--key FILE] [--image IMAGE] [--disk GB] [--region REGION] [--wait SECONDS] [--plan PLAN.json] [--yes] [--json] | provider stop|start|release PROFILE [--yes] | provider rate PROFILE [--plan PLAN.json] [--json]</source>
        <translation>用法：gpuplanner-cli provider list [--json] | provider set-token|forget-token 服务商 | provider offers 服务商 [--gpu ID] [--save] [--json] | provider launch 服务商 --offer ID [--count N] [--name 名称] [--key 文件] [--image 镜像] [--disk GB] [--region 区域] [--wait 秒] [--plan 规划.json] [--yes] [--json] | provider stop|start|release 配置 [--yes] | provider rate 配置 [--plan 规划.json] [--json]</translation>
    </message>
    <message>
        <source>no adapter for provider &apos;%1&apos; (there are: %2; &apos;provider list&apos; shows all)</source>
        <translation>没有服务商“%1”的适配器（现有：%2；“provider list”列出全部）</translation>
    </message>
    <message>
        <source>%1 Not asked without a terminal: add --yes.</source>
        <translation>%1 没有终端无法询问：请加上 --yes。</translation>
    </message>
    <message>
        <source> [y/N] </source>
        <translation> [y/N] </translation>
    </message>
    <message>
        <source>yes</source>
        <translation>是</translation>
    </message>
    <message>
        <source>no</source>
        <translation>否</translation>
    </message>
    <message>
        <source>Id</source>
        <translation>ID</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>名称</translation>
    </message>
    <message>
        <source>API</source>
        <translation>API</translation>
    </message>
    <message>
        <source>Actions</source>
        <translation>操作</translation>
    </message>
    <message>
        <source>The API token for %1 is removed from the keychain.</source>
        <translation>已从钥匙串中删除 %1 的 API token。</translation>
    </message>
    <message>
        <source>API token for %1: </source>
        <translation>%1 的 API token：</translation>
    </message>
    <message>
        <source>give one line without quotes (type it at the prompt, or pipe it in)</source>
        <translation>请提供不含引号的一行（在提示处输入，或通过管道传入）</translation>
    </message>
    <message>
        <source>The API token for %1 is in the system keychain.</source>
        <translation>%1 的 API token已存入系统钥匙串。</translation>
    </message>
    <message>
        <source>Offer</source>
        <translation>报价</translation>
    </message>
    <message>
        <source>GPU</source>
        <translation>GPU</translation>
    </message>
    <message>
        <source>GPUs</source>
        <translation>GPU 数</translation>
    </message>
    <message>
        <source>Per hour</source>
        <translation>每小时</translation>
    </message>
    <message>
        <source>Available</source>
        <translation>可用</translation>
    </message>
    <message>
        <source>Catalog offer</source>
        <translation>目录报价</translation>
    </message>
    <message numerus="yes">
        <source>%n observed price(s) saved to the catalog.</source>
        <translation>
            <numerusform>已把 %n 个观测价格存入价格目录。</numerusform>
        </translation>
    </message>
    <message>
        <source>profile %1 was not launched through a provider&apos;s API (provider launch)</source>
        <translation>配置 %1 不是通过服务商 API 启动的（provider launch）</translation>
    </message>
    <message>
        <source>say what to launch: --offer ID (provider offers %1 lists them)</source>
        <translation>请指定要启动的报价：--offer ID（见 provider offers %1）</translation>
    </message>
    <message>
        <source>--%1 takes a whole number from %2 to %3</source>
        <translation>--%1 需要 %2 到 %3 之间的整数</translation>
    </message>
    <message>
        <source>no SSH key found in ~/.ssh: give one with --key FILE (its FILE.pub is installed)</source>
        <translation>~/.ssh 中没有找到 SSH 密钥：请用 --key 文件 指定（会安装其 文件.pub）</translation>
    </message>
    <message>
        <source>%1 offers no &apos;%2&apos; now (provider offers %3 lists what it does)</source>
        <translation>%1 目前没有“%2”（provider offers %3 列出现有报价）</translation>
    </message>
    <message>
        <source>Launch %1? It bills from now until released.</source>
        <translation>启动 %1？从现在起计费，直到释放。</translation>
    </message>
    <message>
        <source>Launched %1 as profile %2: %3. &apos;remote --profile %2 smoke-test&apos; checks it.</source>
        <translation>已启动 %1，保存为配置 %2：%3。可用“remote --profile %2 smoke-test”检查它。</translation>
    </message>
    <message>
        <source>%1 instance %2 (%3) is stopping.</source>
        <translation>%1 实例 %2（%3）正在停机。</translation>
    </message>
    <message>
        <source>%1 instance %2 (%3) is running: %4.</source>
        <translation>%1 实例 %2（%3）正在运行：%4。</translation>
    </message>
    <message>
        <source>%1 instance %2 is released and profile %3 removed.</source>
        <translation>%1 实例 %2 已释放，配置 %3 已删除。</translation>
    </message>
    <message>
        <source>Providers&apos; APIs: live offers, launch, stop, start, release, the rate charged.</source>
        <translation>服务商 API：实时报价、启动、停机、开机、释放、实际计费费率。</translation>
    </message>
    <message>
        <source>Release %1 instance %2 (%3)? Its disk and data are deleted. %4</source>
        <translation>释放 %1 实例 %2（%3）？其磁盘和数据会被删除。%4</translation>
    </message>
    <message>
        <source>%1&apos;s API lists no prices of its own (these are the catalog&apos;s): nothing was saved to the catalog.</source>
        <translation>%1 的 API 不提供自己的价格（这些是价格目录中的价格）：未向价格目录保存任何内容。</translation>
    </message>
    <message>
        <source>PROVIDER is one of: %1. Its API token is read at the terminal without echo (or piped in) by set-token and kept in the system keychain. launch saves a host profile named after the instance; stop, start, release and rate take that PROFILE.</source>
        <translation>PROVIDER 可为：%1。set-token 在终端以不回显方式读取（或经管道输入）其 API token，并保存在系统钥匙串中。launch 会保存一个以实例命名的主机配置；stop、start、release 和 rate 接受该 PROFILE。</translation>
    </message>
</context>
<context>
    <name>gp::cli::RemoteCommands</name>
    <message>
        <source>Run again with --accept-new-host-key to trust it (it is then added to %1).</source>
        <translation>如确认可信，请加 --accept-new-host-key 重新运行（主机密钥会被加入 %1）。</translation>
    </message>
    <message>
        <source>unknown offer &apos;%1&apos; (see gpuplanner-cli catalog list)</source>
        <translation>未知套餐“%1”（参见 gpuplanner-cli catalog list）</translation>
    </message>
    <message>
        <source>--need-vram takes a number of bytes, not &apos;%1&apos;</source>
        <translation>--need-vram 需要字节数，而不是“%1”</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>结果</translation>
    </message>
    <message>
        <source>Check</source>
        <translation>检查项</translation>
    </message>
    <message>
        <source>Measured</source>
        <translation>实测</translation>
    </message>
    <message>
        <source>Expected</source>
        <translation>预期</translation>
    </message>
    <message>
        <source>Meaning</source>
        <translation>说明</translation>
    </message>
    <message>
        <source>--compression must be zstd, gzip or none</source>
        <translation>--compression 必须是 zstd、gzip 或 none</translation>
    </message>
    <message>
        <source>&quot;%1&quot; does not exist</source>
        <translation>“%1”不存在</translation>
    </message>
    <message numerus="yes">
        <source>Uploaded %n file(s) (%2 bytes of archive, %3 sent%4), SHA-256 %5 verified on the instance%6.</source>
        <translation>
            <numerusform>已上传 %n 个文件（压缩包 %2 字节，本次发送 %3%4），SHA-256 %5 已在实例上校验%6。</numerusform>
        </translation>
    </message>
    <message>
        <source>, resumed at %1</source>
        <translation>，从 %1 处续传</translation>
    </message>
    <message>
        <source> and unpacked into %1</source>
        <translation>并已解压到 %1</translation>
    </message>
    <message>
        <source>: %1</source>
        <translation>：%1</translation>
    </message>
    <message>
        <source>--%1 takes a duration such as 8h, 30m, 90s or 2h30m, not &apos;%2&apos;</source>
        <translation>--%1 需要一个时长，例如 8h、30m、90s 或 2h30m，而不是“%2”</translation>
    </message>
    <message>
        <source>--idle-util takes a percentage from 1 to 100</source>
        <translation>--idle-util 需要 1 到 100 之间的百分比</translation>
    </message>
    <message>
        <source>give --max-runtime, --idle or both</source>
        <translation>请给出 --max-runtime、--idle 或两者</translation>
    </message>
    <message>
        <source>Guard installed on %1: it runs &quot;%2&quot;%3%4.</source>
        <translation>已在 %1 上安装守护：它将执行“%2”%3%4。</translation>
    </message>
    <message>
        <source> after %1 s</source>
        <translation>（运行 %1 秒后）</translation>
    </message>
    <message>
        <source> or after %1 s with GPUs below %2 % and no SSH session</source>
        <translation>（或在 GPU 利用率低于 %2 % 且无 SSH 会话持续 %1 秒后）</translation>
    </message>
    <message>
        <source>Guard removed from %1.</source>
        <translation>已从 %1 移除守护。</translation>
    </message>
    <message>
        <source>No guard is installed on %1.</source>
        <translation>%1 上未安装守护。</translation>
    </message>
    <message>
        <source>The guard is running on %1.</source>
        <translation>守护正在 %1 上运行。</translation>
    </message>
    <message>
        <source>The guard is installed on %1 but not running.</source>
        <translation>%1 上已安装守护，但未在运行。</translation>
    </message>
    <message>
        <source>--interval takes seconds from 0.1 to 86400</source>
        <translation>--interval 需要 0.1 到 86400 之间的秒数</translation>
    </message>
    <message>
        <source>--count takes a number of samples (0: until interrupted)</source>
        <translation>--count 需要采样次数（0 表示一直采样直到中断）</translation>
    </message>
    <message>
        <source>n/a</source>
        <translation>不可用</translation>
    </message>
    <message>
        <source>%1  GPU %2  %3  utilization %4 %  memory %5 / %6 MiB</source>
        <translation>%1  GPU %2  %3  利用率 %4 %  显存 %5 / %6 MiB</translation>
    </message>
    <message>
        <source>--min-cuda takes a version such as 12.1, not &apos;%1&apos;</source>
        <translation>--min-cuda 需要一个版本号，例如 12.1，而不是“%1”</translation>
    </message>
    <message>
        <source>DONE</source>
        <translation>完成</translation>
    </message>
    <message>
        <source>SKIP</source>
        <translation>跳过</translation>
    </message>
    <message>
        <source>WARN</source>
        <translation>警告</translation>
    </message>
    <message>
        <source>FAIL</source>
        <translation>失败</translation>
    </message>
    <message>
        <source>say where to connect: --profile NAME or --ssh &quot;ssh -p PORT root@host&quot;</source>
        <translation>请指明连接目标：--profile 名称 或 --ssh &quot;ssh -p 端口 root@主机&quot;</translation>
    </message>
    <message>
        <source>A rented instance over SSH: smoke test, provisioning, upload, monitor and guards.</source>
        <translation>通过 SSH 管理租用的实例：冒烟测试、环境配置、上传、监控和守护。</translation>
    </message>
    <message>
        <source>no public key in ~/.ssh (id_ed25519.pub, id_ecdsa.pub, id_rsa.pub): create one with ssh-keygen -t ed25519, or give --public-key FILE</source>
        <translation>~/.ssh 中没有公钥（id_ed25519.pub、id_ecdsa.pub、id_rsa.pub）：请用 ssh-keygen -t ed25519 生成一个，或用 --public-key 文件 指定</translation>
    </message>
    <message>
        <source>%1 already trusts %2.</source>
        <translation>%1 已信任 %2。</translation>
    </message>
    <message>
        <source>%1 now trusts %2: the next connection needs no password.</source>
        <translation>%1 现已信任 %2：下次连接无需密码。</translation>
    </message>
    <message>
        <source>--steps takes a whole number of at least 1, not &apos;%1&apos;</source>
        <translation>--steps 需要不小于 1 的整数，而不是“%1”</translation>
    </message>
    <message>
        <source>--timeout takes a duration such as 10m or 90s, not &apos;%1&apos;</source>
        <translation>--timeout 需要形如 10m 或 90s 的时长，而不是“%1”</translation>
    </message>
    <message>
        <source>%1 %2</source>
        <translation>%1 项%2</translation>
    </message>
    <message numerus="yes">
        <source>Left out %n path(s): %1.</source>
        <translation>
            <numerusform>排除了 %n 个路径：%1。</numerusform>
        </translation>
    </message>
    <message>
        <source> --verbose lists them.</source>
        <translation> 使用 --verbose 列出它们。</translation>
    </message>
    <message numerus="yes">
        <source>Removed %n unfinished upload(s) of an earlier version of these files from the instance.</source>
        <translation>
            <numerusform>已从实例上删除这些文件旧版本的 %n 个未完成上传。</numerusform>
        </translation>
    </message>
    <message>
        <source>--speed-pattern takes a regular expression whose first group is the tokens per second, not &apos;%1&apos;%2</source>
        <translation>--speed-pattern 需要一个正则表达式，其第一个分组为每秒 token 数，而不是“%1”%2</translation>
    </message>
    <message>
        <source>--calibrate needs --plan PLAN.json and --run COMMAND: it compares your run with that plan</source>
        <translation>--calibrate 需要 --plan PLAN.json 和 --run COMMAND：它把你的运行与该规划比较</translation>
    </message>
    <message>
        <source>--%1 takes a whole number from 1 to %2, not &apos;%3&apos;</source>
        <translation>--%1 需要 1 到 %2 之间的整数，而不是“%3”</translation>
    </message>
    <message>
        <source>The plan was not calibrated: %1</source>
        <translation>规划未校准：%1</translation>
    </message>
    <message>
        <source>your command did not run.</source>
        <translation>你的命令未运行。</translation>
    </message>
    <message>
        <source>%1 has no training need to calibrate: answer the questionnaire in the app and save the plan first</source>
        <translation>%1 中没有可校准的训练需求：请先在应用中填写问卷并保存规划</translation>
    </message>
    <message>
        <source>--level takes quick or full, not &apos;%1&apos;</source>
        <translation>--level 只接受 quick 或 full，而不是“%1”</translation>
    </message>
    <message>
        <source>--%1 takes an http:// or https:// URL (or &quot;&quot; for none), not &apos;%2&apos;</source>
        <translation>--%1 需要 http:// 或 https:// 网址（或用 &quot;&quot; 表示不用），而不是“%2”</translation>
    </message>
    <message>
        <source>Digest (SHA-256 of the JSON report): %1</source>
        <translation>摘要（JSON 报告的 SHA-256）：%1</translation>
    </message>
    <message>
        <source>usage: gpuplanner-cli remote … upload PATH... --dest DIR [--compression zstd|gzip|none] [--exclude PATTERN]... [--no-extract] [--follow-symlinks] [--no-space-check] [--delete] [--dry-run] [--verify] [--verbose] [--json]</source>
        <translation>用法：gpuplanner-cli remote … upload PATH... --dest DIR [--compression zstd|gzip|none] [--exclude PATTERN]... [--no-extract] [--follow-symlinks] [--no-space-check] [--delete] [--dry-run] [--verify] [--verbose] [--json]</translation>
    </message>
    <message>
        <source>--delete, --dry-run and --verify compare with what is unpacked on the instance: they cannot be used with --no-extract</source>
        <translation>--delete、--dry-run 和 --verify 需要与实例上解包后的内容比较：不能与 --no-extract 同时使用</translation>
    </message>
    <message>
        <source>sending %1, %2 MiB/s, %3 s left   </source>
        <translation>正在发送 %1，%2 MiB/s，剩余 %3 秒   </translation>
    </message>
    <message>
        <source>--priority takes a whole number, not &apos;%1&apos;</source>
        <translation>--priority 需要整数，而不是“%1”</translation>
    </message>
    <message>
        <source>Queued job %1; it runs detached from this connection. Its log: job logs %1 --follow.</source>
        <translation>作业 %1 已加入队列；它独立于此连接运行。查看日志：job logs %1 --follow。</translation>
    </message>
    <message>
        <source>No jobs on the instance.</source>
        <translation>实例上没有作业。</translation>
    </message>
    <message>
        <source>  GPUs %1</source>
        <translation>  GPU %1</translation>
    </message>
    <message>
        <source>%1  %2  priority %3%4  %5 GPU-hours%6  %7</source>
        <translation>%1  %2  优先级 %3%4  %5 GPU 小时%6  %7</translation>
    </message>
    <message numerus="yes">
        <source>Recorded %n new or changed job run(s) in %1.</source>
        <translation>
            <numerusform>已在 %1 中记录 %n 次新的或变更的作业运行。</numerusform>
        </translation>
    </message>
    <message>
        <source>The profile&apos;s offer %1 is not in the catalogs any more: jobs are shown without a cost.</source>
        <translation>主机配置关联的套餐 %1 已不在目录中：作业将不显示费用。</translation>
    </message>
    <message>
        <source>The held connection cannot run the command: %1</source>
        <translation>保持的连接无法运行该命令：%1</translation>
    </message>
    <message>
        <source>The held connection cannot enter the folder %1.</source>
        <translation>保持的连接无法进入文件夹 %1。</translation>
    </message>
    <message>
        <source>--idle-timeout must be a duration from 1s to 7d (90s, 30m, 2h)</source>
        <translation>--idle-timeout 必须是 1s 到 7d 之间的时长（如 90s、30m、2h）</translation>
    </message>
    <message>
        <source>This command already runs on a held connection.</source>
        <translation>这个命令已经在一个保持的连接上运行。</translation>
    </message>
    <message numerus="yes">
        <source>Holding the connection to %1. Remote commands for it from this user run over it (socket %2) until %n second(s) pass without one, or Ctrl-C.</source>
        <translation>
            <numerusform>正在保持到 %1 的连接。此用户对它的远程命令都经由这个连接运行（套接字 %2），直到 %n 秒内没有新命令，或按 Ctrl-C。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>No command for %n second(s): the connection is closed.</source>
        <translation>
            <numerusform>%n 秒内没有命令：连接已关闭。</numerusform>
        </translation>
    </message>
    <message>
        <source>The connection to %1 was lost.</source>
        <translation>到 %1 的连接已丢失。</translation>
    </message>
    <message>
        <source>Ran &quot;%1&quot;: exit code %2.</source>
        <translation>已运行“%1”：退出码 %2。</translation>
    </message>
    <message>
        <source>usage: gpuplanner-cli remote (--profile NAME | --ssh &quot;ssh [-p PORT] [-i KEY] [USER@]HOST&quot;) [--accept-new-host-key] (smoke-test | upload | monitor | guard | provision | install-key | job | hold) [OPTIONS]</source>
        <translation>用法：gpuplanner-cli remote (--profile 名称 | --ssh &quot;ssh [-p 端口] [-i 密钥] [用户@]主机&quot;) [--accept-new-host-key] (smoke-test | upload | monitor | guard | provision | install-key | job | hold) [选项]</translation>
    </message>
    <message>
        <source>unknown remote command &apos;%1&apos; (smoke-test, upload, monitor, guard, provision, install-key, job, hold)</source>
        <translation>未知的远程命令“%1”（smoke-test、upload、monitor、guard、provision、install-key、job、hold）</translation>
    </message>
    <message>
        <source>This held connection is for another host, not %1.</source>
        <translation>这个保持的连接属于另一台主机，而不是 %1。</translation>
    </message>
    <message>
        <source>When it fires, it tells: %1.</source>
        <translation>触发时将通知：%1。</translation>
    </message>
    <message>
        <source>Notification to %1 failed: %2</source>
        <translation>通知 %1 失败：%2</translation>
    </message>
    <message>
        <source>profile %1 has no address yet: its instance was still starting when it was saved (&apos;provider start %1&apos; waits for it)</source>
        <translation>配置 %1 还没有地址：保存时实例仍在启动（“provider start %1”会等待它）</translation>
    </message>
    <message>
        <source>usage: gpuplanner-cli remote … guard install [--max-runtime DURATION] [--idle DURATION] [--idle-util PERCENT] [--release-command CMD | --provider-action stop|release] [--check-every DURATION] | guard show [--json] | guard remove</source>
        <translation>用法：gpuplanner-cli remote … guard install [--max-runtime 时长] [--idle 时长] [--idle-util 百分比] [--release-command 命令 | --provider-action stop|release] [--check-every 时长] | guard show [--json] | guard remove</translation>
    </message>
    <message>
        <source>give --release-command or --provider-action, not both</source>
        <translation>--release-command 与 --provider-action 只能二选一</translation>
    </message>
    <message>
        <source>--provider-action takes stop or release</source>
        <translation>--provider-action 只接受 stop 或 release</translation>
    </message>
    <message>
        <source>--provider-action needs a profile launched through a provider&apos;s API (provider launch)</source>
        <translation>--provider-action 需要通过服务商 API 启动的配置（provider launch）</translation>
    </message>
    <message>
        <source>no API token to stop the instance with: run &apos;provider set-token&apos; first</source>
        <translation>没有可用于停止实例的 API token：请先运行“provider set-token”</translation>
    </message>
    <message>
        <source>The host is a saved profile (see &apos;profile&apos;) or an ssh command line as you would type it. A host key seen for the first time is shown and needs --accept-new-host-key (or a yes at the terminal); a changed key is refused.</source>
        <translation>主机可以是已保存的配置（见“profile”），也可以是你平常输入的 ssh 命令行。首次见到的主机密钥会显示出来，需要 --accept-new-host-key（或在终端回答 yes）；已变更的密钥会被拒绝。</translation>
    </message>
    <message>
        <source>usage: gpuplanner-cli remote … smoke-test [--offer ID | --gpu ID] [--need-vram BYTES] [--plan FILE] [--level quick|full] [--run COMMAND [--steps N] [--batch N] [--seq N] [--speed-pattern REGEX] [--calibrate]] [--timeout DURATION] [--workdir DIR] [--download-url URL] [--upload-url URL] [--json]</source>
        <translation>用法：gpuplanner-cli remote … smoke-test [--offer ID | --gpu ID] [--need-vram BYTES] [--plan FILE] [--level quick|full] [--run COMMAND [--steps N] [--batch N] [--seq N] [--speed-pattern REGEX] [--calibrate]] [--timeout DURATION] [--workdir DIR] [--download-url URL] [--upload-url URL] [--json]</translation>
    </message>
    <message>
        <source>  checks the instance against what the offer promised (GPUs, memory, driver, CUDA, disk, network) and, with --run, a few steps of your own training.</source>
        <translation>  按报价承诺检查实例（GPU、内存、驱动、CUDA、磁盘、网络），加 --run 时再运行几步你自己的训练。</translation>
    </message>
    <message>
        <source>  sends only what changed since the last upload to DIR (a manifest kept next to it), verified, staged and moved into place; an interrupted upload resumes.</source>
        <translation>  只把自上次上传以来有变化的内容发送到 DIR（清单保存在其旁边），经校验、暂存后移入位置；中断的上传可续传。</translation>
    </message>
    <message>
        <source>usage: gpuplanner-cli remote … monitor [--interval SECONDS] [--count N] [--json]</source>
        <translation>用法：gpuplanner-cli remote … monitor [--interval SECONDS] [--count N] [--json]</translation>
    </message>
    <message>
        <source>  samples every GPU each interval (--json: one JSON object per line).</source>
        <translation>  每个间隔采样所有 GPU（--json：每行一个 JSON 对象）。</translation>
    </message>
    <message>
        <source>  a watchdog on the instance that stops or releases it after the longest run or when idle, so nobody pays for a forgotten instance.</source>
        <translation>  实例上的看门狗，在超过最长运行时间或闲置时停止或释放实例，免得为被遗忘的实例付费。</translation>
    </message>
    <message>
        <source>usage: gpuplanner-cli remote … provision [--setup FILE] [--requirements FILE] [--workdir DIR] [--python COMMAND] [--min-cuda VERSION] [--force]</source>
        <translation>用法：gpuplanner-cli remote … provision [--setup FILE] [--requirements FILE] [--workdir DIR] [--python COMMAND] [--min-cuda VERSION] [--force]</translation>
    </message>
    <message>
        <source>usage: gpuplanner-cli remote … install-key [--public-key FILE]</source>
        <translation>用法：gpuplanner-cli remote … install-key [--public-key FILE]</translation>
    </message>
    <message>
        <source>  jobs run detached from the connection, queued by priority, and resume after a reboot or a preemption with their resume command.</source>
        <translation>  作业脱离连接运行，按优先级排队，重启或被抢占后用其恢复命令继续。</translation>
    </message>
    <message>
        <source>usage: gpuplanner-cli remote … hold [--idle-timeout DURATION]</source>
        <translation>用法：gpuplanner-cli remote … hold [--idle-timeout DURATION]</translation>
    </message>
    <message>
        <source>  keeps the connection open, so that the next remote commands for this host start at once.</source>
        <translation>  保持连接打开，使之后对该主机的 remote 命令立即开始。</translation>
    </message>
    <message>
        <source>usage: gpuplanner-cli remote … job run --name NAME [--priority N] [--gpus LIST] [--resume-command CMD] [--workdir DIR] [--json] -- COMMAND | job list [--json] [--offer ID] [--record PLAN.json] | job logs NAME [--follow] | job stop NAME | job resume</source>
        <translation>用法：gpuplanner-cli remote … job run --name NAME [--priority N] [--gpus LIST] [--resume-command CMD] [--workdir DIR] [--json] -- COMMAND | job list [--json] [--offer ID] [--record PLAN.json] | job logs NAME [--follow] | job stop NAME | job resume</translation>
    </message>
    <message>
        <source>--dest needs a folder on the instance (&quot;~&quot; is the login&apos;s home folder)</source>
        <translation>--dest 需要实例上的一个文件夹（&quot;~&quot; 表示登录用户的主文件夹）</translation>
    </message>
</context>
<context>
    <name>gp::cli::ReportCommands</name>
    <message>
        <source>Writes the plan&apos;s report (answers, GPUs that fit with their cheapest deployment, buy versus rent, the budget&apos;s scenarios side by side) from the plan file alone.</source>
        <translation>仅凭规划文件生成规划报告（各项答案、放得下的 GPU 及其最便宜的部署方案、购买与租用对比、预算各场景并列对比）。</translation>
    </message>
    <message>
        <source>unknown --format &apos;%1&apos; (md, csv or pdf)</source>
        <translation>未知的 --format“%1”（md、csv 或 pdf）</translation>
    </message>
    <message>
        <source>say --format md|csv|pdf, or give the output file a .md, .csv or .pdf name</source>
        <translation>请指定 --format md|csv|pdf，或使用以 .md、.csv 或 .pdf 结尾的输出文件名</translation>
    </message>
    <message>
        <source>Wrote %1</source>
        <translation>已写入 %1</translation>
    </message>
    <message>
        <source>usage: gpuplanner-cli report verify SMOKE-REPORT.json [--json]</source>
        <translation>用法：gpuplanner-cli report verify 冒烟报告.json [--json]</translation>
    </message>
    <message>
        <source>The digest matches: the smoke test of %1 (host key %2) at %3 UTC, %4.</source>
        <translation>摘要一致：%1（主机密钥 %2）于 UTC %3 的冒烟测试，%4。</translation>
    </message>
    <message>
        <source>not recorded</source>
        <translation>未记录</translation>
    </message>
    <message>
        <source>The digest does not match: the report was changed after it was made (it says %1, its content hashes to %2).</source>
        <translation>摘要不一致：报告在生成后被修改过（报告中为 %1，内容计算结果为 %2）。</translation>
    </message>
    <message>
        <source>The plan&apos;s report as Markdown, CSV or PDF, from the plan file; verify a smoke report&apos;s digest.</source>
        <translation>根据规划文件生成 Markdown、CSV 或 PDF 报告；校验冒烟测试报告的摘要。</translation>
    </message>
    <message>
        <source>verify recomputes a smoke report&apos;s digest: exit code 0 when it matches, 1 when the report was changed after it was made.</source>
        <translation>verify 重新计算冒烟测试报告的摘要：一致时退出码为 0，报告生成后被改动过则为 1。</translation>
    </message>
    <message>
        <source>usage: gpuplanner-cli report PLAN.json --format md|csv|pdf --output FILE [constraints]
       gpuplanner-cli report verify SMOKE-REPORT.json [--json]</source>
        <translation>用法：gpuplanner-cli report 规划.json --format md|csv|pdf --output 文件 [约束条件]
      gpuplanner-cli report verify 冒烟报告.json [--json]</translation>
    </message>
</context>
</TS>
