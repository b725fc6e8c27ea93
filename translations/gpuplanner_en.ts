<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en_US">
<context>
    <name>gp::MainWindow</name>
    <message>
        <source>Plan</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Costs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Budget</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Catalogs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Console</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Describe the work — training or serving, which model, how it runs and where the data lives — and see the GPU memory it needs, which GPUs fit and how long it takes.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Compare buying a GPU with renting it monthly, hourly or as spot capacity, with break-even points and cumulative cost over time.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Turn the quarter&apos;s scenarios into GPU-hours, peak concurrency and a budget with a risk buffer, using the cheapest combination of billing modes.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Browse GPU specifications and dated provider prices in CNY and USD, edit prices and refresh the catalogs.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Connect to a rented instance over SSH, upload code and data, run a smoke test, watch GPU use and install guards against forgotten instances.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>GPU Planner</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;File</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Language</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Full Screen</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;About GPU Planner</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>About &amp;Qt</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pages</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Language: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ready</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Language</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The translation for %1 is missing from this build.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>About GPU Planner</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;h3&gt;GPU Planner %1&lt;/h3&gt;&lt;p&gt;Plan, price and operate rented GPUs for fine-tuning and serving large language models.&lt;/p&gt;</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>gp::PendingPage</name>
    <message>
        <source>This page is not available in this version yet.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>gp::cli::CliApp</name>
    <message>
        <source>Usage: gpuplanner-cli [--lang en|zh_CN] COMMAND [OPTIONS]</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Plan, price and operate rented GPUs for LLM work, from scripts and headless machines.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Options:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Option</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Meaning</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Show this help, or a command&apos;s help after its name.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Show the version (with --json as JSON).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Language of the output: en or zh_CN (default: the saved choice, else the system locale).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Print machine-readable JSON instead of a table.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Commands:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Command</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Description</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Exit codes: 0 success, 1 the operation failed, 2 bad usage or input.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>unknown language &apos;%1&apos; (use en or zh_CN)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>unknown command &apos;%1&apos; (see gpuplanner-cli --help)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>error: %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
</TS>
