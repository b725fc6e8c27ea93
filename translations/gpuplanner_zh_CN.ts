<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="zh_CN">
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
            <source>Turn the quarter's scenarios into GPU-hours, peak concurrency and a budget with a risk buffer, using the cheapest combination of billing modes.</source>
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
            <source>GPU Planner</source>
            <translation>算力规划</translation>
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
    </context>
    <context>
        <name>gp::PendingPage</name>
        <message>
            <source>This page is not available in this version yet.</source>
            <translation>此页面在当前版本中尚不可用。</translation>
        </message>
    </context>
    <context>
        <name>gp::cli::CliApp</name>
        <message>
            <source>Usage: gpuplanner-cli [--lang en|zh_CN] COMMAND [OPTIONS]</source>
            <translation>用法：gpuplanner-cli [--lang en|zh_CN] 命令 [选项]</translation>
        </message>
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
            <source>Show this help, or a command's help after its name.</source>
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
            <source>Exit codes: 0 success, 1 the operation failed, 2 bad usage or input.</source>
            <translation>退出码：0 成功，1 操作失败，2 用法或输入有误。</translation>
        </message>
        <message>
            <source>unknown language '%1' (use en or zh_CN)</source>
            <translation>未知语言“%1”（请使用 en 或 zh_CN）</translation>
        </message>
        <message>
            <source>unknown command '%1' (see gpuplanner-cli --help)</source>
            <translation>未知命令“%1”（参见 gpuplanner-cli --help）</translation>
        </message>
        <message>
            <source>error: %1</source>
            <translation>错误：%1</translation>
        </message>
    </context>
</TS>
