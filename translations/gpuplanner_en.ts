<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en_US">
<context>
    <name>gp::ApiClient</name>
    <message>
        <source>GPUPLANNER_PROVIDER_ENDPOINT is not an https:// origin: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cannot read GPUPLANNER_PROVIDER_CA %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>GPUPLANNER_PROVIDER_CA %1 holds no PEM certificate</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cancelled.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 answered %2 %3 with something that is not JSON (%4 at byte %5)</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%1 did not answer %2 within %3 s (%n attempt(s)).</source>
        <translation>
            <numerusform>%1 did not answer %2 within %3 s (%n attempt).</numerusform>
            <numerusform>%1 did not answer %2 within %3 s (%n attempts).</numerusform>
        </translation>
    </message>
    <message>
        <source>Cannot reach %1 (%2): %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 refused the API token (HTTP %2)%3. Set it again with &apos;provider set-token&apos;.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 does not know %2 (HTTP 404)%3</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%1 is limiting requests (HTTP 429) and still was after %n attempt(s)%2</source>
        <translation>
            <numerusform>%1 is limiting requests (HTTP 429) and still was after %n attempt%2</numerusform>
            <numerusform>%1 is limiting requests (HTTP 429) and still was after %n attempts%2</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 failed on its side (HTTP %2) after %n attempt(s)%3</source>
        <translation>
            <numerusform>%1 failed on its side (HTTP %2) after %n attempt%3</numerusform>
            <numerusform>%1 failed on its side (HTTP %2) after %n attempts%3</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 refused %2 (HTTP %3)%4</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>gp::AutoDl</name>
    <message>
        <source>A shut-down AutoDL instance stops billing its GPUs but still bills its system disk by the day, and AutoDL releases an instance left shut down for 15 days in a row, deleting its data; releasing it ends every charge.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no &apos;code&apos; in the answer to %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 refused the API token: %2. Set it again with &apos;provider set-token&apos;.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 does not know %2: %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 refused %2: %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the GPU stock of %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the GPU stock is not a list</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the catalog&apos;s price (%1): AutoDL&apos;s API lists none; the instance&apos;s snapshot tells the rate it is charged</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not an AutoDL Pro GPU spec (as &apos;provider offers autodl&apos; lists them)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>An AutoDL Pro instance has 1 to %1 GPUs.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>AutoDL&apos;s Pro API makes pay-as-you-go instances only.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the create</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the create came back without the instance&apos;s uuid</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>instance %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the status of instance %1 is not a word</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the list of instances</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no &apos;list&apos; of instances</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the power-off of %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the power-on of %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cancelled.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%1 instance %2 did not shut down within %n minute(s), and AutoDL releases only an instance that is shut down; it is %3 and may bill.</source>
        <translation>
            <numerusform>%1 instance %2 did not shut down within %n minute, and AutoDL releases only an instance that is shut down; it is %3 and may bill.</numerusform>
            <numerusform>%1 instance %2 did not shut down within %n minutes, and AutoDL releases only an instance that is shut down; it is %3 and may bill.</numerusform>
        </translation>
    </message>
    <message>
        <source>the release of %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 took the power-on of %2 but it is still shut down.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>gp::BoundedGet</name>
    <message>
        <source>the server did not finish within %1 seconds</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the answer is %1 bytes, more than the limit of %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cancelled</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the answer is larger than the limit of %1 bytes</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>gp::BudgetPage</name>
    <message>
        <source>New scenario</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Months:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Peak &amp;buffer:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Risk factor:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Currency:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>CNY per &amp;USD:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Add</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>D&amp;uplicate</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Remove</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Move up</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Move down</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>month %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Month %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Actual spend: none recorded yet (the Console&apos;s cost meter adds it).</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>&lt;b&gt;Actual spend: %1&lt;/b&gt; over %2 instance-hours (%n record(s)) — %3 of the planned total.</source>
        <translation>
            <numerusform>&lt;b&gt;Actual spend: %1&lt;/b&gt; over %2 instance-hours (%n record) — %3 of the planned total.</numerusform>
            <numerusform>&lt;b&gt;Actual spend: %1&lt;/b&gt; over %2 instance-hours (%n records) — %3 of the planned total.</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 (copy)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Scenario</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rename scenario</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Scenario name:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Add an item to this scenario (Ctrl++)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Duplicate the selected item (Ctrl+D)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Remove the selected item (Delete)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Items of the scenario</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Scenario:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Copy this scenario as a new alternative</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rename…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Remove scenario</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Scenarios side by side</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Total</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Per month (average)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Peak GPUs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>With buffer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cheapest billing mix</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cost per month: the scenarios side by side</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%1 + %n item(s) without a price</source>
        <translation>
            <numerusform>%1 + %n item without a price</numerusform>
            <numerusform>%1 + %n items without a price</numerusform>
        </translation>
    </message>
    <message>
        <source>Some items of this scenario have no offer that can run them: see the item table.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>&lt;b&gt;%1: %2&lt;/b&gt; for %3 GPU-hours (%4 with risk), peak %n GPU(s) (%5 with buffer).&lt;br&gt;%6</source>
        <translation>
            <numerusform>&lt;b&gt;%1: %2&lt;/b&gt; for %3 GPU-hours (%4 with risk), peak %n GPU (%5 with buffer).&lt;br&gt;%6</numerusform>
            <numerusform>&lt;b&gt;%1: %2&lt;/b&gt; for %3 GPU-hours (%4 with risk), peak %n GPUs (%5 with buffer).&lt;br&gt;%6</numerusform>
        </translation>
    </message>
    <message>
        <source>catalog: %1 (%2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>CNY per USD for this plan. At 0 the catalog&apos;s rate applies: %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>Jobs: %1 GPU-hours in %n run(s) — %2 of the planned %3 GPU-hours.</source>
        <translation>
            <numerusform>Jobs: %1 GPU-hours in %n run — %2 of the planned %3 GPU-hours.</numerusform>
            <numerusform>Jobs: %1 GPU-hours in %n runs — %2 of the planned %3 GPU-hours.</numerusform>
        </translation>
    </message>
    <message>
        <source>From the plan&apos;s answer to this scenario&apos;s item:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Its ris&amp;k:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the budget&apos;s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This scenario&apos;s own risk factor; at the lowest, the budget&apos;s applies</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Its &amp;load:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> ×</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The work this scenario expects: each job&apos;s runs, or each service&apos;s GPUs, times this</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>or the &amp;estimates&apos; slow end</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Each job that follows the plan takes the slow end of its estimate&apos;s range (what the slowest tenth of published runs of its class took) as its risk; other items keep the risk factor</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>gp::BudgetPlanner</name>
    <message>
        <source>unknown currency (CNY or USD)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>unknown kind (fine-tuning, inference, data-processing, testing)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>unknown GPU id &quot;%1&quot;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>must be a number of hours above 0</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>unknown billing mode &quot;%1&quot;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>days</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>weeks</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>months</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The budget has no scenarios yet.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>1. GPU-hours: Σ GPUs × hours per run × runs = %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>5. Total: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: must be an object</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>must be a list of billing modes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>must be a date (YYYY-MM-DD)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>budget.scenarios: must be a list</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Base</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: must be an object with a name and items</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1.name: must be text</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1.items: must be a list</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>billed hours</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n instance(s) × %1 %2 × %3</source>
        <translation>
            <numerusform>%n instance × %1 %2 × %3</numerusform>
            <numerusform>%n instances × %1 %2 × %3</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No offer in the catalogs rents %1 × %2 in one instance (or a cluster) with the allowed billing modes.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>2. The risk factor %1 stretches the work, not the calendar: %2 GPU-hours</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>3. Cheapest billing per item across every offer, billed by calendar day, week or month from %1, each run rounded to its price&apos;s granularity: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>Incomplete: %n item(s) could not be priced and are not in the total.</source>
        <translation>
            <numerusform>Incomplete: %n item could not be priced and is not in the total.</numerusform>
            <numerusform>Incomplete: %n items could not be priced and are not in the total.</numerusform>
        </translation>
    </message>
    <message>
        <source>must be &quot;answer&quot; or &quot;gpu&quot;</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>4. Peak: %n GPU(s) in the busiest month; a %1 % buffer reserves %2 and %3</source>
        <translation>
            <numerusform>4. Peak: %n GPU in the busiest month; a %1 % buffer reserves %2 and %3</numerusform>
            <numerusform>4. Peak: %n GPUs in the busiest month; a %1 % buffer reserves %2 and %3</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n GPU(s)</source>
        <translation>
            <numerusform>%n GPU</numerusform>
            <numerusform>%n GPUs</numerusform>
        </translation>
    </message>
    <message>
        <source>the plan&apos;s own rate</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fine-tuning: the plan&apos;s answer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Serving: the plan&apos;s answer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fine-tuning on %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Serving on %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>New item</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>   This scenario expects %1 × the items&apos; work: each job&apos;s runs, or each service&apos;s GPUs, scaled and rounded up</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (workload %2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>2. Each estimated job&apos;s risk is its estimate&apos;s slow end (what the slowest tenth of published runs of its class took); the other items&apos; is %1: %2 GPU-hours</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>gp::CatalogAudit</name>
    <message>
        <source>Daily, weekly and monthly prices: %1
Providers with disk fees: %2 of %3
Current prices dated within %4 days: %5 of %6 (%7 %)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>gp::CatalogConstraint</name>
    <message>
        <source>constraints: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>must be an object</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>unknown field &quot;%1&quot;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&quot;providers&quot; must be a list of provider ids</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&quot;exclude_providers&quot; must be a list of provider ids</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&quot;region&quot; must be a string</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&quot;currency&quot; must be CNY or USD</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&quot;%1&quot; must be true or false</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&quot;max_price_age_days&quot; must be a whole number from 0 to %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&quot;min_confidence&quot; must be listed, observed or reported</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>unknown provider &quot;%1&quot;; known providers: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>unknown region &quot;%1&quot;; use cn (mainland China), intl (international) or a region an offer names: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>only %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>not %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no spot</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no monthly plans</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>prices dated within %n day(s)</source>
        <translation>
            <numerusform>prices dated within %n day</numerusform>
            <numerusform>prices dated within %n days</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>prices at most %n day(s) old (undated allowed)</source>
        <translation>
            <numerusform>prices at most %n day old (undated allowed)</numerusform>
            <numerusform>prices at most %n days old (undated allowed)</numerusform>
        </translation>
    </message>
    <message>
        <source>dated prices only</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>prices at least %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>none</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n provider(s)</source>
        <translation>
            <numerusform>%n provider</numerusform>
            <numerusform>%n providers</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n offer(s)</source>
        <translation>
            <numerusform>%n offer</numerusform>
            <numerusform>%n offers</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n price(s) of the offers kept</source>
        <translation>
            <numerusform>%n price of the offers kept</numerusform>
            <numerusform>%n prices of the offers kept</numerusform>
        </translation>
    </message>
    <message>
        <source>Within the constraints (%1), left out: %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>mainland China</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>international</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>region %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>gp::CatalogsPage</name>
    <message>
        <source>Filter:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>All GPUs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>All providers</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Region</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Any currency</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Any billing</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>from </source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>to </source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>any price</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Lowest price per GPU-hour, in the display currency</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Highest price per GPU-hour, in the display currency</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Stale only</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Offers</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>GPU &amp;specifications</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Edit price…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Import…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>E&amp;xport…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>https://… catalog bundle to refresh from</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Refresh</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Provider offers</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>GPU specifications</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>GPU</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Memory (GB)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Bandwidth (GB/s)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>BF16 TFLOPS</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>FP8 TFLOPS</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>TDP (W)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Interconnect</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>MIG</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Purchase</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>not found</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Saved your price for %1 (%2). It overrides the catalog&apos;s from now on.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Select an offer&apos;s price first.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Edit price — %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>where this price comes from (invoice, quote, page)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Billing:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Amount per unit:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Currency:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Date:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Source:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a source is required</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Edit price</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Import a provider catalog</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Provider catalogs (*.json)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Import</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Nothing was imported; your catalogs are unchanged.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Imported provider %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Choose a provider in the filter to export its catalog.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Export provider catalog</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Export</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Wrote %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Refreshing catalogs from %1…</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n of your catalog files could not be loaded; their offers are left out everywhere until they are fixed or removed:</source>
        <translation>
            <numerusform>%n of your catalog files could not be loaded; their offers are left out everywhere until they are fixed or removed:</numerusform>
            <numerusform>%n of your catalog files could not be loaded; their offers are left out everywhere until they are fixed or removed:</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 of %2 prices shown; marked stale: %3 older than %4 days, %5 whose source gives no date.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Converted at %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Date unknown: %1 %2 (%3)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>not published</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>date unknown</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1&apos;s fees: disk %2, while stopped %3, egress %4 (%5, %6).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 per GB-month</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 per GB</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ol&amp;dest first</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Sort the prices by age: undated ones first, then the oldest</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Exchange &amp;rate…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The USD→CNY rate every converted figure uses: refresh it, or set your own</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 does not publish: %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Catalog notes: %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>gp::Citation</name>
    <message>
        <source>&quot;%1&quot; cites a search index&apos;s document id, which nobody can open: cite the page&apos;s address or the file as owner/repo@commit:path</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&quot;%1&quot; is a test fixture, not a price anybody published</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&quot;%1&quot; is neither a web address nor a repository file at a full commit (owner/repo@commit:path): nobody can check it (for a price of your own, such as a contract, set &quot;user_override&quot;: true)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>gp::CloudProvider</name>
    <message>
        <source>%1&apos;s API cannot %2 an instance.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>An instance to create needs a name.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 already has an instance named &apos;%2&apos; (%3): give the launch another name.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 may have created instance &apos;%2&apos; (%3), and listing the instances to check failed too (%4). Look in %1&apos;s console before launching again.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%1 did not confirm the new instance (%2), and no instance named &apos;%3&apos; appeared within %n s; nothing was sent again. It may still appear: look in %1&apos;s console before launching again.</source>
        <translation>
            <numerusform>%1 did not confirm the new instance (%2), and no instance named &apos;%3&apos; appeared within %n s; nothing was sent again. It may still appear: look in %1&apos;s console before launching again.</numerusform>
            <numerusform>%1 did not confirm the new instance (%2), and no instance named &apos;%3&apos; appeared within %n s; nothing was sent again. It may still appear: look in %1&apos;s console before launching again.</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 instance %2 is %3 instead of starting.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%1 instance %2 was not reachable within %n s; it is still %3 and may bill. Release it if it is not wanted.</source>
        <translation>
            <numerusform>%1 instance %2 was not reachable within %n s; it is still %3 and may bill. Release it if it is not wanted.</numerusform>
            <numerusform>%1 instance %2 was not reachable within %n s; it is still %3 and may bill. Release it if it is not wanted.</numerusform>
        </translation>
    </message>
    <message>
        <source>Cancelled.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1&apos;s answer is not what its API documents: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 refused %2: %3</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>gp::ConsoleDialogs</name>
    <message>
        <source>Password</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Key passphrase</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Remember in the system keychain (never in a file)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Unknown host key</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>GPU Planner has not connected to %1 before.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Its %1 key fingerprint is

%2

Compare it with the fingerprint your provider shows for this instance. Trust it only if they match; it is then saved to ~/.ssh/known_hosts like OpenSSH does.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Trust and connect</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>gp::ConsoleFormat</name>
    <message>
        <source>%1 GiB</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 MiB</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 KiB</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 h %2 min</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 min %2 s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 s</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>gp::ConsolePage</name>
    <message>
        <source>Host key changed — connection refused</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your public key was added: the next connection needs no password.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The instance already trusts your public key.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Host profile</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Delete profile</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Add a host profile first (New…).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Trusting %1 key %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Host key not trusted; not connected.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>There is no public key in ~/.ssh (id_ed25519.pub, id_ecdsa.pub, id_rsa.pub). Create one with ssh-keygen -t ed25519.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Installing %1 …</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cancelling …</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Disconnect</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Connect</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;b&gt;Connected&lt;/b&gt; to %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Connecting …</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not connected</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not linked to a catalog offer: the smoke test cannot compare with what was promised.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rented offer %1: %2 × %3%4</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>, %1/h</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The linked offer %1 is not in the catalogs any more.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Instance:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;New…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Add a host profile, e.g. from the provider&apos;s ssh command</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Edit…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Delete</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Install my &amp;key</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Append your public key to the instance&apos;s authorized_keys, so the password is needed once</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Smoke test</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Upload</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Provision</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Monitor</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Guards</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Log of what was run:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Clear log</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Delete the profile &quot;%1&quot;? Its saved password and provider token are removed from the keychain too.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Stop the running task and any waiting behind it (Esc)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Jobs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Notification &quot;%1&quot;: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Instance of %1 released through the provider&apos;s API; the profile is removed.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Launched %1 instance %2 as profile %3; connecting and running the smoke test.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Release instance</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Releasing %1 instance %2…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rent the plan&apos;s deployment through the provider&apos;s API, then connect and smoke-test it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Release…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Release the instance through the provider&apos;s API: the bill stops and its data is deleted</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Release %1 instance %2 (profile %3)? It stops billing, and its disk and data are deleted. %4</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>L&amp;aunch from plan…</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>gp::ConsoleSession</name>
    <message>
        <source>Saved in the system keychain.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The secrets of &quot;%1&quot; stay under that name: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>When the guard fires, it tells: %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No API token for %1 is in the keychain, so a guard could not stop the instance: nothing was installed. Run &apos;gpuplanner-cli provider set-token %1&apos;.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>gp::ConstraintsBox</name>
    <message>
        <source>Every page, the report and the exports price within: %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>7. Constraints on the answer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Region:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Anywhere</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Providers:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Currency:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>CNY (¥) for the whole plan</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>USD ($) for the whole plan</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Allow spot (interruptible) prices</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Allow monthly plans</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Prices at most:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>any age</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> days old</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Only prices whose source gives a date</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Price sources:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Any (listed, observed or reported)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Observed or listed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Listed by the provider only</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>As the budget&apos;s currency</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>gp::CostModel</name>
    <message>
        <source>Hours per month must be between 0 and %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>There must be at least one run a month.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Buying needs a price above 0, a depreciation period, a resale value between 0 and the price, and non-negative power, electricity, utilization (0–1) and maintenance.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Give at least one option: a purchase price or a rental price.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A month is %1 hours; monthly plans are paid whether used or idle.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Spot: %1 interruptions per hour, each losing half a %2-minute checkpoint interval plus %3 minutes to restart: %4 % of the work is repeated.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Buying: break-even months are on a cash basis (purchase, then power and maintenance); the monthly cost of ownership spreads the purchase less resale over %1 years.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>unknown currency (CNY or USD)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>must be second, minute or hour</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A monthly plan beats hourly billing above %1 hours a month.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A monthly plan never beats hourly billing: it costs more than a whole month (%1 hours) of hourly use.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Buying never beats %1 renting at this usage.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>Buying does not beat %1 renting within %n month(s).</source>
        <translation>
            <numerusform>Buying does not beat %1 renting within %n month.</numerusform>
            <numerusform>Buying does not beat %1 renting within %n months.</numerusform>
        </translation>
    </message>
    <message>
        <source>Buying beats %1 renting from month %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>is required: a spot option without its price cannot be priced</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rental prices must be above 0 and at most %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Buying is bounded: a price and maintenance of at most %1, power up to 1 MW, electricity up to 1,000 a kWh and depreciation up to 50 years.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Buy</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hourly</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Daily</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Weekly</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Monthly</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Spot</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hourly and spot runs are billed per second.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hourly and spot runs are billed per minute.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hourly and spot runs are billed in whole hours: a 61-minute run pays for two.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rentals carry their disk: %1 GB at %2 per GB-month while billed and %3 while stopped; buying uses its own disk.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The period must be between 1 and %1 months.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>gp::CostsPage</name>
    <message>
        <source>Usage</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Fill from catalogs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Purchase price and power from the GPU catalog; the cheapest rental prices per GPU from the provider catalogs, converted at your exchange rate.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Currency:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hours used per month:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Months:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Buy</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hardware and platform:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Power at the wall (W):</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Electricity per kWh:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Depreciation (years):</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Resale value:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Maintenance per month:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rent (0 = not offered)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hourly:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Daily:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Weekly:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Monthly:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Spot, per hour:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Checkpoint every (min):</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>not offered</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Export cumulative chart…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Export usage chart…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No cited purchase price for this GPU: type your quote.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: %2 a month</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Export chart</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>PNG image (*.png);;SVG drawing (*.svg)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Following the plan: %1. Change any value to try your own; it is kept with the plan.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your own what-if, kept with the plan.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>F&amp;ollow the plan</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Drop these values and show the plan&apos;s cheapest deployment again</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: %2 a month (disk %3)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Exchange rate: %1.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>gp::CumulativeCostChart</name>
    <message>
        <source>Cumulative cost (%1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Months</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Break-even</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>month %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot write %1.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>gp::DeploymentSearch</name>
    <message>
        <source>Ethernet</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 instances × %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>spot (interruptible)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1, per second</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1, per minute</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1, whole hours</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (stale price)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 %2 Gb/s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Spot capacity for a service: the provider may stop it at any time; keep a fallback.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Spot: %1 interruptions an hour, each repeating half a %2-minute checkpoint interval plus a %3-minute restart (%4 % more work).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No GPU in the catalog holds this work within the search limits.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Closest: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n offer(s) of GPUs that fit would need several instances, but their providers list no cluster network for them.</source>
        <translation>
            <numerusform>%n offer of GPUs that fit would need several instances, but its provider lists no cluster network for it.</numerusform>
            <numerusform>%n offers of GPUs that fit would need several instances, but their providers list no cluster network for them.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n offer(s) cannot launch that many instances on one network.</source>
        <translation>
            <numerusform>%n offer cannot launch that many instances on one network.</numerusform>
            <numerusform>%n offers cannot launch that many instances on one network.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n offer(s) have too few cards, or too little usable memory, for the layout.</source>
        <translation>
            <numerusform>%n offer has too few cards, or too little usable memory, for the layout.</numerusform>
            <numerusform>%n offers have too few cards, or too little usable memory, for the layout.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n offer(s) cannot make exactly the GPUs or nodes asked for.</source>
        <translation>
            <numerusform>%n offer cannot make exactly the GPUs or nodes asked for.</numerusform>
            <numerusform>%n offers cannot make exactly the GPUs or nodes asked for.</numerusform>
        </translation>
    </message>
    <message>
        <source>Spot prices were left out for an always-on service (allow them with --allow-spot).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Only %1 hold this work, and no offer in the catalogs rents them.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>priced %1, %n day(s) ago</source>
        <translation>
            <numerusform>priced %1, %n day ago</numerusform>
            <numerusform>priced %1, %n days ago</numerusform>
        </translation>
    </message>
    <message>
        <source>its source gives no date</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A stale price would cost less: %1 at %2 (%3). The answer uses the cheapest fresh price, %4 at %5; check the stale one with its provider before counting on it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 h</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 h (%2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (%2–%3)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>gp::ErrorBands</name>
    <message>
        <source>measured on this GPU (±%1 %)</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>10th–90th percentile of %n published run(s) of the class &quot;%1&quot;, each predicted without its own source</source>
        <translation>
            <numerusform>10th–90th percentile of %n published run of the class &quot;%1&quot;, predicted without its own source</numerusform>
            <numerusform>10th–90th percentile of %n published runs of the class &quot;%1&quot;, each predicted without its own source</numerusform>
        </translation>
    </message>
    <message>
        <source>%1–%2</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>gp::ExchangeRate</name>
    <message>
        <source>1 USD = %1 (undated)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>1 USD = %1 (%2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>1 USD = %1 (%2, %3)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>gp::ExchangeRateDialog</name>
    <message>
        <source>Exchange rate</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Refresh from the web</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fetch today&apos;s USD→CNY reference rate (European Central Bank, via %1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>1 USD = ¥</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Use my own rate</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Forget my own rate</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Refreshed: %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The settings file %1 could not be written.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fetching today&apos;s rate…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your own rate is used from now on.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your own rate is forgotten.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Every converted figure uses: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The catalog&apos;s own: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Last refreshed: %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>gp::Fees</name>
    <message>
        <source>Data transfer in</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Disk while running</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Disk while stopped</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Egress (results out)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1, once</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1; the provider does not charge data coming in</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%1 GB beyond the %2 GB included × %3%4 per GB-month × %5 h × %n instance(s)</source>
        <translation>
            <numerusform>%1 GB beyond the %2 GB included × %3%4 per GB-month × %5 h × %n instance</numerusform>
            <numerusform>%1 GB beyond the %2 GB included × %3%4 per GB-month × %5 h × %n instances</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 GB of trained weights × %2%3 per GB</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The catalog does not list %1&apos;s disk and egress fees: its totals leave them out.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 beyond the instances (%2)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>gp::FitSearch</name>
    <message>
        <source>none</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>PCIe is enough</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>NVLink</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>PCIe</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 inside each node; InfiniBand, RoCE or EFA between %2 nodes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>data parallel × %1, ZeRO-%2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>data parallel × %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 replicas</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>tensor parallel × %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>pipeline × %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>one card</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>an assumed %1 Gb/s fabric</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No layout is possible within the limits (%1 GPUs, %2 nodes).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>any</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Does not fit in %1 cards (%2): %3 GiB per card needed, %4 GiB on a %5.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The model does not fit on %1 %2 cards (%3 GiB per card needed).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 cannot reach %2 tokens/s per user for %3 users within %4 GPUs.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>gp::GpuCatalog</name>
    <message>
        <source>%1 is not a valid GPU catalog: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: gpus[%2] needs an id, memory_gb, bandwidth_gbps and a 16-bit tensor rate.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: gpus[%2].purchase needs a price above 0, a date and a source.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: gpus[%2].purchase.source: the page cited (%3) is about %4, not %5.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>none (FP16 %1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>≈ %1 (measured)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: gpus[%2].machine needs a price above 0, a currency, the GPUs it holds (1–64), a date (or null) and a source.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>date unknown</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the card alone %1 (%2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%1 a whole machine with %n card(s) (%2)</source>
        <translation>
            <numerusform>%1 a whole machine with %n card (%2)</numerusform>
            <numerusform>%1 a whole machine with %n cards (%2)</numerusform>
        </translation>
    </message>
    <message>
        <source>no whole-machine price cited: add the host</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>gp::GpuFitModel</name>
    <message>
        <source>does not fit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no offer in the catalogs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>GPU</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cards</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>GiB per card</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Headroom</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hours per run</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cheapest offer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cost per month</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cost per run</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tokens/s per %1/h</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>M tokens per %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (%2), price of %3 (%4)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Billing</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Per month (average)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tokens/s per user</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>gp::GpuMonitor</name>
    <message>
        <source>nvidia-smi printed a line GPU Planner cannot read (line %1): %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This instance has no nvidia-smi: no NVIDIA driver is installed, so there are no GPUs to watch.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>nvidia-smi failed on the instance: %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>gp::GpuOffersModel</name>
    <message>
        <source>The plan&apos;s answer: the cheapest fresh price within the constraints.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Source: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This price is %1 days old: check it before you rely on it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The source gives no date: check this price before you rely on it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>★ %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 / %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (stale)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Provider</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>GPUs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Billing</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Price</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Price date</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Confidence</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Instances</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Total</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>gp::GpuTab</name>
    <message>
        <source>Add to &quot;%1&quot;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No offer in the catalogs runs this plan within its constraints.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>Every offer of %1 that runs the plan: %n deployment(s), fresh prices first; ★ marks the plan&apos;s answer.</source>
        <translation>
            <numerusform>Every offer of %1 that runs the plan: %n deployment, fresh prices first; ★ marks the plan&apos;s answer.</numerusform>
            <numerusform>Every offer of %1 that runs the plan: %n deployments, fresh prices first; ★ marks the plan&apos;s answer.</numerusform>
        </translation>
    </message>
    <message>
        <source>Add to budget</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Put the selected GPU&apos;s deployment (or the cheapest) into a budget scenario</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Filter GPUs…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Only GPUs that fit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>GPUs for this plan</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Every offer of the selected GPU</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>gp::GpuUsageChart</name>
    <message>
        <source>GPU utilization (solid) and memory in use (dashed)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Percent</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>GPU %1 utilization</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>GPU %1 memory</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Minutes since monitoring started</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>gp::Guard</name>
    <message>
        <source>Give a maximum runtime, an idle time, or both.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The guard script is missing from this build.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Installing the guard failed: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A provider token is one line.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The guard&apos;s notifications must be one line.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The guard holds your %1 account&apos;s API token on the instance (readable only by its user, and by root there).</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>gp::GuardTab</name>
    <message>
        <source>No guard is installed on this instance.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The guard is installed and running.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The guard is installed but not running.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Guard log:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a duration such as 8h, 30m or 2h30m.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Set a maximum runtime, an idle time, or both.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Maximum &amp;runtime:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>e.g. 8h or 2h30m; empty: no limit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Release when &amp;idle for:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>GPU utilization under the threshold and no SSH session for this long; empty: no idle watchdog</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Idle means &amp;under:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Release &amp;command:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Runs on the instance when a guard fires: shutdown, or your provider&apos;s own stop API</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Install guard</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Show</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Remove guard</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Stop it through %1&apos;s API</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Release it through %1&apos;s API</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Run the release command</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A launched instance is stopped or released through its provider&apos;s API, which ends the bill; otherwise the release command runs on the instance</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;When it fires:</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>gp::GuiCommandLine</name>
    <message>
        <source>Language of the interface: en or zh_CN (default: the saved choice, else the system locale).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The page to show first: plan, costs, budget, catalogs or console (console/jobs for the Console&apos;s Jobs tab).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A plan file to open.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>gp::GuideWindow</name>
    <message>
        <source>GPU Planner guide</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Screenshot: %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>gp::HeldConnection</name>
    <message>
        <source>Another process already holds this connection (%1).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The process holding the connection (%1) ended before the command finished; check on the instance what it did before running it again.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot create %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 must be a folder of your own that only you can open (mode 0700).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The socket path %1 is too long.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot create a socket: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot listen on %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Waiting for commands failed: %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>gp::HostProfileDialog</name>
    <message>
        <source>Host profile</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>e.g. autodl-4090</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Paste the provider&apos;s line: ssh -p 12345 root@region-1.example.com</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>default (~/.ssh/config or 22)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>default (~/.ssh/config or your user name)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Key file or default keys</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>SSH agent</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Password (kept in the system keychain)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>~/.ssh/id_ed25519 and the agent when empty</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Browse…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Private key</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>None</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Name:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>SSH &amp;command:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Host:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Port:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;User:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Sign in &amp;with:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Key file:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rented &amp;offer:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Give the profile a name.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Say which host to connect to (or paste the provider&apos;s ssh command).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The key file %1 does not exist.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>gp::HostProfileStore</name>
    <message>
        <source>Cannot read %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is damaged: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>not JSON (%1 at byte %2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>written by a newer GPU Planner (format %1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No host profile is named &apos;%1&apos;; there are none yet.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No host profile is named &apos;%1&apos;; there are: %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>host %1 has a launch_rate without a non-negative amount and a currency (CNY or USD)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>host %1 needs a name, a host (unless launched through a provider&apos;s API), a port from 1 to 65535 and auth key, agent or password</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>gp::InstanceRecords</name>
    <message>
        <source>a smoke test has no valid &quot;at&quot; time (ISO 8601 expected)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a smoke test has no &quot;checks&quot; array</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a smoke check has no &quot;id&quot;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source># Smoke test of %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Run at %1 (UTC)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>, checked against offer %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Result</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Check</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Measured</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Expected</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>What it means</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a spend record has no valid &quot;start&quot; time (ISO 8601 expected)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a spend record needs non-negative &quot;hours&quot; and &quot;amount&quot;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a spend record has currency &quot;%1&quot; (CNY or USD expected)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a smoke test&apos;s run has method &quot;%1&quot; (printed, steps or none expected)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a smoke test&apos;s run needs a positive &quot;tokens_per_second&quot;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a smoke test&apos;s run has a number out of range</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n passed</source>
        <translation>
            <numerusform>%n passed</numerusform>
            <numerusform>%n passed</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n warning(s)</source>
        <translation>
            <numerusform>%n warning</numerusform>
            <numerusform>%n warnings</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n failed</source>
        <translation>
            <numerusform>%n failed</numerusform>
            <numerusform>%n failed</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 is not a JSON smoke report: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>not an object</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 has no &quot;digest&quot;: only a smoke report (smoke-test --json, or one exported as JSON) carries one</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 % of the promised TFLOPS</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 % of the memory bandwidth</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 % of the memory</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Delivered %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 a delivered TFLOP-hour.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>smoke check &quot;%1&quot; has status &quot;%2&quot; (pass, warn, fail or skipped expected)</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n skipped</source>
        <translation>
            <numerusform>%n skipped</numerusform>
            <numerusform>%n skipped</numerusform>
        </translation>
    </message>
    <message>
        <source>Host key: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>SHA-256 of the JSON report: %1 (check it with gpuplanner-cli report verify)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a job run has no &quot;name&quot;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>job run &quot;%1&quot; needs valid &quot;started&quot; and &quot;ended&quot; times (ISO 8601, the end not before the start)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>job run &quot;%1&quot; needs a non-negative &quot;amount&quot; and a &quot;currency&quot; (CNY or USD)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>job run &quot;%1&quot; needs &quot;gpus&quot; from 1 to 4096 and &quot;gpu_hours&quot; from 0 to gpus × the hours between &quot;started&quot; and &quot;ended&quot;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the catalog</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the price confirmed at launch</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1/h</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Billed %1; nothing was expected to compare with.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Billed %1, expected %2 from %3: within 5 %.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Billed %1, expected %2 from %3: %4 % more.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Billed %1, expected %2 from %3: %4 % less.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a billed rate has no valid &quot;at&quot; time (ISO 8601 expected)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a billed rate needs non-negative &quot;billed&quot; and &quot;expected&quot; amounts</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a billed rate needs billed_currency and expected_currency (CNY or USD)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a billed rate&apos;s expected_from is &quot;%1&quot; (catalog or launch expected)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 gives &quot;%2&quot; twice: a report with a key given twice is not verified, since readers disagree on which one counts.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>gp::JobControl</name>
    <message>
        <source>queued</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>running</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>done</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>failed (exit %1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>stopped</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>interrupted (job resume restarts it)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>unknown</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A job name is 1 to 64 letters, digits, &apos;.&apos;, &apos;_&apos; or &apos;-&apos;, not starting with &apos;.&apos;: &quot;%1&quot; is not.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>GPUs are given as indexes separated by commas, such as 0,1: &quot;%1&quot; is not.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Give the command to run after --.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The jobs script is missing from this build.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A job named &quot;%1&quot; is queued or running already: stop it first, or choose another name.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The instance could not queue the job: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>There is no job named &quot;%1&quot; on the instance.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Stopped job %1 and every process it started.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Nothing to resume: no job was cut short.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>Resumed %n job(s): %1.</source>
        <translation>
            <numerusform>Resumed %n job: %1.</numerusform>
            <numerusform>Resumed %n jobs: %1.</numerusform>
        </translation>
    </message>
    <message>
        <source>Another command held the jobs&apos; state on the instance for a minute; try again.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The jobs script on the instance failed (exit %1): %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Job %1 is queued, and no runner on the instance could be started to run it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The instance&apos;s answer about the log of %1 was cut short.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Job %1 did not stop: some of its processes still run after TERM and KILL (%2). The GPU may still be billing; look at the instance.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>gp::JobTableModel</name>
    <message>
        <source>Job</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>State</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Priority</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>GPUs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>GPU-hours</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Started</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>all %1 (alone)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cost</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>gp::JobsTab</name>
    <message>
        <source>What runs instead of the command when a job cut short by a reboot or a preemption is resumed (empty: the command again)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;GPUs:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>empty: all, one job at a time; 0,1: beside jobs on other GPUs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Priority:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Queue the command on the instance; it keeps running when this connection ends</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Stop</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Stop the selected job and every process it started</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>After a reboot or a preemption: run again what was cut short</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>All jobs: %1 GPU-hours, %2 of the instance&apos;s cost (the rest of the cost meter&apos;s total is time no job ran).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>All jobs: %1 GPU-hours. Link the profile to the offer you rented to see what each job costs.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The plan already has every ended job.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>Recorded %n job run(s) in the plan: %1 GPU-hours.</source>
        <translation>
            <numerusform>Recorded %n job run in the plan: %1 GPU-hours.</numerusform>
            <numerusform>Recorded %n job runs in the plan: %1 GPU-hours.</numerusform>
        </translation>
    </message>
    <message>
        <source>Record in p&amp;lan</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Add the ended jobs&apos; GPU-hours and cost to the plan, for planned versus actual on the Budget page</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Na&amp;me:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>C&amp;ommand:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Resume &amp;with:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Run detached</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Res&amp;ume</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>
[… %1 of the log skipped …]
</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>gp::JsonFields</name>
    <message>
        <source>must be a number from %1 to %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>must be a whole number from %1 to %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>must be true or false</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>must be text</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1.%2: %3</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>gp::KeyInstaller</name>
    <message>
        <source>Cannot read %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is not an OpenSSH public key (one line starting with ssh-, ecdsa- or sk-).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Adding the key failed: %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>gp::LambdaCloud</name>
    <message>
        <source>Lambda instances cannot be stopped: only released (terminated), which ends the bill and deletes the instance&apos;s disk.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no &apos;data&apos; object in the instance types</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>instance type %1 has no price_cents_per_hour</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Lambda needs an SSH public key to launch an instance.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Lambda has no interruptible (spot) instances.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Lambda has no capacity for %1 in any region right now.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the launch did not return one instance id</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>instance %1 came back without its id</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no &apos;data&apos; list of instances</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 did not confirm that instance %2 is terminating; it may still bill. Look in %1&apos;s console.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>gp::LaunchDialog</name>
    <message>
        <source>Launch from plan</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The private key GPU Planner signs in with; its .pub file is installed on the instance.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Launch</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Deployment:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Name:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>SSH &amp;key:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 · %2 × %3 · %4 catalog, %5 a run</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1/h</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No deployment of this plan runs on one instance of a provider GPU Planner can launch through its API (%1). Rent it by hand and add a host profile instead.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Asking %1 for its live price…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 has no %2 × %3 available right now.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Live price: %1 (offer %2).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>It bills from launch until released.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Launch for %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Give the instance a name.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Launching…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>That is %1 % more than the plan&apos;s catalog price.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>That is %1 % less than the plan&apos;s catalog price.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
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
    <message>
        <source>Open plan</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>GPU Planner plans (*.json)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Export report</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>PDF document (*.pdf);;Markdown (*.md);;CSV table (*.csv)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;New Plan</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Open…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open &amp;Recent</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Save</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save &amp;As…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Export Report…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1[*] — GPU Planner</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Opened %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save plan</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Saved %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Wrote %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Unsaved changes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The plan &quot;%1&quot; has changes that are not saved. Save them?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Quit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The console is still working on the instance (for example an upload). Stop it and quit?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Choose a .pdf, .md or .csv file name.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%1 on %2, %3 h a month for %n month(s)</source>
        <translation>
            <numerusform>%1 on %2, %3 h a month for %n month</numerusform>
            <numerusform>%1 on %2, %3 h a month for %n months</numerusform>
        </translation>
    </message>
    <message>
        <source>The plan &quot;%1&quot; has changes that are not saved: %2. Save them?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Guide</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Tools</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Notifications…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Webhooks (Feishu, DingTalk, WeCom, Slack) told when a guard fires, a job ends, a smoke test fails or the budget runs out</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Export for a cluster</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>YAML (*.yaml *.yml)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Export for a &amp;Cluster</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;SkyPilot Task…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Kubernetes Manifest…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Currency</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Prices are shown in this currency unless a plan sets its own</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>gp::MemoryEstimator</name>
    <message>
        <source>%1 GiB</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 B</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 M</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 bytes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The tensor-parallel degree (%1) must divide the number of GPUs (%2).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The ZeRO stage must be 0, 1, 2 or 3.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>LoRA needs a rank of at least 1 and at least one target module.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>int8 and int4 are inference precisions; to fine-tune on a 4-bit base, choose QLoRA.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The GPU memory utilization must be between 0 and 1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> ÷ %1 (tensor parallel)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> ÷ %1 (ZeRO-3 sharding)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>NF4 with double quantization</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>int4, group size 128</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>int8</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Quantized block weights (%1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 parameters × %2 bits</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Embeddings, output head and norms (16-bit)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 parameters × 2 bytes: quantizers leave these in 16 bits</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Frozen base weights (%1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Model weights (16-bit working copy)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Model weights (%1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 parameters × %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>LoRA adapters</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>rank %1 on %2: %3 parameters × %4</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>ZeRO-3 gathered layers</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>each GPU gathers the full weights of the layer it computes and prefetches the next: 2 × %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Gradients</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 trainable parameters × %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> ÷ %1 (ZeRO-2 sharding)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>AdamW: two moments × %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>8-bit AdamW: two 1-byte moments with block-wise scales</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>SGD with momentum: one buffer × %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Adafactor: factored second moment (row + column per matrix) × %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> ÷ %1 (ZeRO-1 sharding)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Optimizer states</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 trainable parameters; %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>fp32 master weights</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>mixed precision keeps an fp32 copy of every trainable parameter: %1 × 4 bytes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 sequences × %2 tokens</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Checkpointed layer inputs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 layers × hidden %2 × %3 × %4</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>One layer recomputed in backward</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 KiB per token × %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Saved activations (%1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>FlashAttention</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>eager attention</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 layers × %2 KiB per token × %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Logits and loss</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 × vocabulary %2 × %3 (logits, their fp32 copy and fp32 log-probabilities)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Dequantization buffer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the largest matrix dequantized to 16 bits for its matmul, twice (forward and backward)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Prefill workspace</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>one prompt of %1 tokens × %2 KiB per token (largest layer only; nothing is kept for backward)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Next-token logits</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 sequences × vocabulary %2 × 4 bytes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>KV cache</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 sequences × %2 tokens × %3 bytes per token (%4 layers × %5 KV heads × head dim %6 × 2 × %7)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> ÷ %1 (KV heads split across GPUs)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>CUDA context and libraries</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 per process, plus %2 of NCCL buffers</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 per process</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Allocator reserve</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 % of the tensors above: cached by PyTorch&apos;s allocator and lost to fragmentation</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The model shape is approximate: only its size was given, so a Llama-like shape with full multi-head attention was assumed.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The model family &quot;%1&quot; is not one GPU Planner knows exactly; the standard config fields were used (best effort).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Mixed precision follows DeepSpeed/ZeRO accounting: 16-bit weights and gradients, fp32 master weights and optimizer states (16 bytes per parameter with AdamW).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>LoRA adapters are kept in %1, as PEFT does.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>Freeze-tuning trains the last %n layer(s); the layers below keep no activations.</source>
        <translation>
            <numerusform>Freeze-tuning trains the last %n layer; the layers below keep no activations.</numerusform>
            <numerusform>Freeze-tuning trains the last %n layers; the layers below keep no activations.</numerusform>
        </translation>
    </message>
    <message>
        <source>Serving keeps the KV cache in %1 and prefills one full context at a time.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The tensor-parallel (%1) times pipeline-parallel (%2) degree must divide the number of GPUs (%3).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> ÷ %1 (pipeline stages)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Weights</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Optimizer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Activations</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Overhead</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The batch size must be from 1 to %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The sequence length must be from 1 to %1 tokens.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The number of GPUs must be from 1 to %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The LoRA rank must be from 1 to %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The number of trainable layers must be from 1 to %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The tensor-parallel (%1) and pipeline-parallel (%2) degrees cannot exceed the number of GPUs (%3).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The context must be from 1 to %1 tokens.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The number of sequences decoded at once must be from 1 to %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>These settings need %1 per GPU, beyond any machine that exists: lower the batch size, the sequence length or the context.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The memory savers (fused optimizer step, paged optimizer, chunked loss, activation offloading, compile) apply to training, not to serving.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Gradients (one at a time)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>optimizer step fused into backward: the largest single gradient, %1 × %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Paged 8-bit AdamW keeps its %1 of states in unified memory: on the GPU while there is room, otherwise in host memory (they are not counted above).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> (%1 of %2 layers on the GPU, the rest offloaded)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 × vocabulary %2 × %3 (logits, and the fp32 loss of one chunk in %4)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Activations assume no dropout and the loss computed on fp32 logits over the whole batch, as Hugging Face Transformers does; a chunked loss needs less.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Activation offloading keeps %1 in pinned host memory.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>GGUF Q4_K_M</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>GGUF Q8_0</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The gradient accumulation must be from 1 to %1 micro-batches.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>gp::ModelCatalog</name>
    <message>
        <source>%1 is not a valid model catalog: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a model size: write it like 7B, 1.5B, 500M or 70e9.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Generic %1 model</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>gp::ModelConfigParser</name>
    <message>
        <source>%1: the required field &quot;%2&quot; is missing.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: the field &quot;%2&quot; must be true or false.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: the field &quot;%2&quot; must be a positive whole number, not %3.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: %2 attention heads cannot be shared by %3 key/value heads.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: the head dimension cannot be derived.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is not valid JSON (at byte %2: %3).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 must contain a JSON object.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: num_attention_heads (%2) does not divide hidden_size (%3), and no head_dim says how large a head is.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: num_experts_per_tok (%2) is more than the %3 experts the model has.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: this shape would have about %2 parameters; no model is that large. Check num_hidden_layers, hidden_size, intermediate_size and the expert counts.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>gp::MonitorTab</name>
    <message>
        <source>Stop</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Start</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Every GPU has been under %1 % for %2 — this instance is costing money for nothing. Stop it, or install an idle guard.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Link the profile to the offer you rented to see what it costs.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 running × %2/h = &lt;b&gt;%3&lt;/b&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Added %1 to the plan&apos;s actual spend.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Every</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> s</source>
        <comment>seconds</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> min</source>
        <comment>minutes</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Alert below</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>for</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cost meter</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rented since:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Add to the plan&apos;s actual spend</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>gp::Notifications</name>
    <message>
        <source>a guard released an instance</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a job finished</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a job failed or was stopped</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a smoke test failed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>actual spend passed 50 % of the budget</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>actual spend passed 80 % of the budget</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>actual spend passed the budget</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the GPUs sat idle (low-utilization alert)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a test message</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>GPU Planner: test message</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This webhook is set up: GPU Planner&apos;s notifications will arrive here.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>It reached its maximum runtime.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Its GPUs were idle, with no SSH session or job, for the idle time you set.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>GPU Planner: the guard released %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>It ran: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 GPU-hours on %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Its share of the instance&apos;s cost: %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>GPU Planner: job %1 finished</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>GPU Planner: job %1 was stopped</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>GPU Planner: job %1 failed (exit code %2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>GPU Planner: job %1 failed</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>GPU Planner: the smoke test of %1 failed %n check(s)</source>
        <translation>
            <numerusform>GPU Planner: the smoke test of %1 failed %n check</numerusform>
            <numerusform>GPU Planner: the smoke test of %1 failed %n checks</numerusform>
        </translation>
    </message>
    <message>
        <source>GPU Planner: %1 is idle</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Every GPU has been under %1 % for %2 minutes: the instance bills while it waits. Stop it, or give it work.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>GPU Planner: %1 is over its budget</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>GPU Planner: %1 has spent %2 % of its budget</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Actual spend %1 of the planned %2 (%3 %).</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>gp::Notifier</name>
    <message>
        <source>%1 failed: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Sent to %1.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>gp::OfferDelivery</name>
    <message>
        <source>%1 of the promised TFLOPS on average</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 of the bandwidth</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 of the memory</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>Measured on %n machine(s)</source>
        <translation>
            <numerusform>Measured on %n machine</numerusform>
            <numerusform>Measured on %n machines</numerusform>
        </translation>
    </message>
    <message>
        <source>: nothing compared with the promise yet</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n test(s) had failures</source>
        <translation>
            <numerusform>%n test had failures</numerusform>
            <numerusform>%n tests had failures</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>gp::OfferModel</name>
    <message>
        <source>Source: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This price is %1 days old: check it before you rely on it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your own price: it overrides the catalog&apos;s.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> (yours)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (stale)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Provider</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Offer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>GPUs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Region</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Billing</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Price</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Per GPU-hour (%1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Date</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Source</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The GPUs only: the host machine is billed apart, so plans, costs and budgets leave this price out.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> (GPU only)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Confidence: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Retrieved %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The source gives no date: nobody can say this price still holds. Check it before you rely on it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 · %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Catalog note: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>It says: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n day(s)</source>
        <translation>
            <numerusform>%n day</numerusform>
            <numerusform>%n days</numerusform>
        </translation>
    </message>
    <message>
        <source>unknown</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Age</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>gp::Paperspace</name>
    <message>
        <source>A Paperspace machine that is off bills no usage but still bills its storage every month; releasing (deleting) it ends every charge and deletes its disk.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no &apos;available&apos; in the availability of %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the catalog&apos;s price (%1): Paperspace&apos;s API lists none</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the startup script came back without an id</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Paperspace has no interruptible (spot) machines.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a Paperspace machine type (as &apos;provider offers paperspace&apos; lists them)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the create came back without the machine&apos;s id</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>machine %1 came back without its id</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no &apos;items&apos; list of machines</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>gp::PerformanceEstimator</name>
    <message>
        <source>Concurrency is limited by the KV cache left under %1 % of the GPU&apos;s memory.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>an assumed %1 Gb/s fabric</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 nodes × %2 cards over %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 GPUs (%2): each step moves %3 GB per GPU at %4 GB/s (%5 s) against %6 s of compute; up to %7 % of the compute hides it, so the GPUs scale at %8 %.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 pipeline stages with %2 micro-batches each step: %3 % of the time is bubble.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 model FLOPs per token (6 × parameters plus causal attention) at the given %2 % MFU of %3 dense TFLOPS on %4.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 FLOPs per token of work (%2) at %3 % of %4 dense TFLOPS on %5, from the fitted efficiency model: %6 % MFU.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>this method&apos;s passes, the recomputed forward included</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>this method&apos;s forward and backward passes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Host memory transfers add %1 s to each step (offloaded activations or paged optimizer states over a %2 GB/s PCIe link).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 decodes reading the weights and the KV cache once per step at %2 % of %3 GB/s, plus %4 ms per step of its own; prefill runs at %5 % MFU.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Calibrated on %1, %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%1: a run on %n GPU(s) measured %2 tokens/s where the model estimated %3, so times on this GPU are divided by %4.</source>
        <translation>
            <numerusform>%1: a run on %n GPU measured %2 tokens/s where the model estimated %3, so times on this GPU are divided by %4.</numerusform>
            <numerusform>%1: a run on %n GPUs measured %2 tokens/s where the model estimated %3, so times on this GPU are divided by %4.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>gp::PlanCalibration</name>
    <message>
        <source>a calibration %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The plan is for serving; a training run cannot calibrate it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No GPU was seen on the instance.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&quot;%1&quot; matches no single GPU of the catalog: name the offer or the GPU.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The GPU &quot;%1&quot; is not in the catalog.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>≈ %1 tokens/s (plan)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>not measured</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your command&apos;s speed was not measured: print a line such as &quot;tokens/s: 1234&quot;, or give its batch and sequence length, to compare it with the plan.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The run&apos;s speed was not measured.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 tokens/s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your run is %1 % faster than the plan estimates (%2). Calibrate the plan to price its time at the measured speed.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your run is %1 % slower than the plan estimates (%2). Calibrate the plan to price its time at the measured speed.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The measured speed is %1 × the estimate: more likely a wrong batch, sequence length or speed line than a correction.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>≈ %1 MiB (plan)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 MiB peak</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your run&apos;s peak memory is close to the plan&apos;s estimate.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your run used %1 % more memory than the plan estimates: its batch, sequence length or method differ from the plan, or the framework keeps more (cache, buffers). Leave headroom before scaling up.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your run used %1 % less memory than the plan estimates: its batch or sequence length may be smaller than the plan&apos;s.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>has no &quot;gpu&quot;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>has task &quot;%1&quot; (a training task expected)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>needs a &quot;factor&quot; between %1 and %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>has a number out of range</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>has no valid &quot;at&quot; time (ISO 8601 expected)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>gp::PlanDocument</name>
    <message>
        <source>Untitled plan</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the questionnaire&apos;s answers</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the budget</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the Costs page&apos;s what-if</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n smoke test(s)</source>
        <translation>
            <numerusform>%n smoke test</numerusform>
            <numerusform>%n smoke tests</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n record(s) of actual spend</source>
        <translation>
            <numerusform>%n record of actual spend</numerusform>
            <numerusform>%n records of actual spend</numerusform>
        </translation>
    </message>
    <message>
        <source>the speed calibration</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the jobs&apos; GPU-hours</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n billed rate check(s)</source>
        <translation>
            <numerusform>%n billed rate check</numerusform>
            <numerusform>%n billed rate checks</numerusform>
        </translation>
    </message>
    <message>
        <source>the constraints</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>gp::PlanEvaluator</name>
    <message>
        <source>The model &quot;%1&quot; is not in the catalog.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Choose a config.json file.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 → %2 GiB%3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> (fits)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>batch 1 with gradient accumulation × %1 (same effective batch)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>gradient checkpointing (about a third slower)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>LoRA instead of full fine-tuning</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>QLoRA (4-bit base)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>sequences of %1 tokens</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>FlashAttention</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a larger card, or several (see the table)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Does not fit a 24 GB card (%1 GiB needed). To make it fit: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Moving the data takes about %1 hours (%2)%3: copy it once to storage in the GPUs&apos; region, and upload it before starting the GPU instance so you do not pay for the wait.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>, plus about $%1 of egress</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>On spot instances, checkpoint about every %1 minutes (each save ≈ %2 GiB); a preemption then costs minutes, not the run.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The service needs about %1 generated tokens per second at %2 requests a day (%3 concurrent sequences for a %4 s answer).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Running around the clock: compare a monthly plan with hourly billing on the Costs page.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Only a size was given: pick the model or import its config.json for exact numbers.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The service needs about %1 generated tokens per second: %2 users decoding at once at %3 tokens/s each.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Purchase: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (%2%3)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>, stale</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>gp::PlanFile</name>
    <message>
        <source>&quot;%1&quot; is damaged: not valid JSON at byte %2 (%3).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a GPU Planner plan.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&quot;%1&quot; has no valid version number.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&quot;%1&quot; was saved by a newer GPU Planner (plan format %2; this version reads %3). Update GPU Planner to open it; the file was not changed.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&quot;%1&quot;: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&quot;%1&quot;: smoke_tests: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&quot;%1&quot;: actual_spend: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Saving the plan failed; the previous file is unchanged. %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&quot;%1&quot;: calibrations: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&quot;%1&quot;: job_runs: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&quot;%1&quot;: billed_rates: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&quot;%1&quot;: workloads: must be a list, and follow the first workload in &quot;need&quot;.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&quot;%1&quot;: workloads[%2].need: %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>must be an object of answers</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>gp::PlanPage</name>
    <message>
        <source>Hugging Face config.json</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Model config (config.json *.json)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>1. What do you want to do?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>LoRA fine-tuning</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>QLoRA fine-tuning (4-bit base)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Full fine-tuning or training</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Freeze-tuning (top layers only)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Serve the model (inference)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>LoRA trains small adapters on a frozen model: the usual start. QLoRA keeps the base in 4 bits to fit smaller cards. Full fine-tuning updates every weight and needs about 16 bytes per parameter.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>2. Which model?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Catalog</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>config.json</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Si&amp;ze</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Browse…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>path to a Hugging Face config.json</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>e.g. 7B, 1.5B, 70e9</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Exact numbers come from the architecture; a bare size gives an approximate estimate.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Precision:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Batch size:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Sequence length:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>LoRA rank:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Adapt all linear layers</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Gradient checkpointing</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>3. Training data</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Dataset (million tokens):</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Epochs:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>3. Serving</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Requests per day:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Prompt tokens:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Output tokens:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Answer within (s):</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>4. How does the work run?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;One-off</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Recurring</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Runs per month:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hours per day:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Days per month:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Project duration (months):</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>On-and-off use favours hourly billing; a machine busy most of the month favours a monthly plan.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>5. Where does the data live?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Same region as the GPUs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Another region or cloud</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>On my machine</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Data size (GB):</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>My upload speed (Mbit/s):</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Data far from the GPUs costs transfer time while the meter runs.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Memory</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;GPUs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Advice</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Term</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>GiB</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>How</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;b&gt;%1&lt;/b&gt;: %2 GiB per GPU — %3 B parameters, %4 M trainable. %5</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Assumption</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tokens × epochs × about 6 FLOPs per parameter set the GPU-hours, and so the cost of a run.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Users at once (0: from requests):</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>from requests</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Peak ÷ average load:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tokens/s per user (0: from answer time):</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>from answer time</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Spot capacity is acceptable for this service</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Users decoding at once (requests at the peak × answer time) set the KV cache; the speed each user should see (output tokens ÷ answer time) sets how many replicas serve them.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>Cheapest: %1, %2 a month, %3 over %n month(s).</source>
        <translation>
            <numerusform>Cheapest: %1, %2 a month, %3 over %n month.</numerusform>
            <numerusform>Cheapest: %1, %2 a month, %3 over %n months.</numerusform>
        </translation>
    </message>
    <message>
        <source>Optimizer:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Memory savers:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Optimizer step in backward</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Each parameter is updated as soon as its gradient exists, so the full set of gradients is never held (torchtune optimizer_in_bwd).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Chunked loss</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cross-entropy computed chunk by chunk: no fp32 copy of all the logits.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Activation offloading</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Saved activations wait in host memory until backward; costs PCIe time when compute cannot hide it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>torch.compile</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fused kernels: fewer saved tensors and faster steps.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Serving engine:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>How close decoding comes to the GPU&apos;s memory bandwidth. llama.cpp stores int8/int4 as GGUF Q8_0/Q4_K_M; Transformers&apos; generate() loop is the slowest.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Included: %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: %2 (%3)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Converted at %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Serving keeps the model loaded for your users: the answer is the replicas that give each user the speed asked for, priced by the month.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 on %2 (%3, price of %4)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;b&gt;%1&lt;/b&gt;: %2 GiB per GPU — %3 B parameters. %4</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>Cheapest: %1, %2 and %3 a run; %4 for %n run(s).</source>
        <translation>
            <numerusform>Cheapest: %1, %2 and %3 a run; %4 for %n run.</numerusform>
            <numerusform>Cheapest: %1, %2 and %3 a run; %4 for %n runs.</numerusform>
        </translation>
    </message>
    <message>
        <source>Cheapest: %1, %2, %3 for the run.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Each user should see %1 tokens/s (%2: %3).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The ranges: %1.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>gp::PlanReport</name>
    <message>
        <source>serving (inference)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>full fine-tuning</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>freeze-tuning</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>LoRA fine-tuning</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>QLoRA fine-tuning</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The work</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 of %2 (%3 B parameters), %4, batch %5 × %6 tokens.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>GPU memory per card: %1 GiB</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Term</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>GiB</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>How</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>GPUs that fit, cheapest first</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>GPU</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cards</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Headroom</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hours per run</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cheapest offer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cost per run</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no offer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Advice</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Buy or rent: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Option</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Per month</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cumulative</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Scenario</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>GPU-hours</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Billing</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cost</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>GPU plan: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Made with GPU Planner on %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Per month (average)</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>Budget: %n scenario(s), side by side</source>
        <translation>
            <numerusform>Budget: %n scenario, side by side</numerusform>
            <numerusform>Budget: %n scenarios, side by side</numerusform>
        </translation>
    </message>
    <message>
        <source>Total</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Peak GPUs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>With buffer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Billing mix</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: item</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%1 + %n item(s) without a price</source>
        <translation>
            <numerusform>%1 + %n item without a price</numerusform>
            <numerusform>%1 + %n items without a price</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 of %2 (%3 B parameters), %4, %5 users at once at %6 tokens/s each, %7 prompt and %8 output tokens.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 — %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The answer: %1 a run, %2 in all; %3.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The answer: each user sees %1 tokens/s (%2); %3.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>gp::PlanWorkloads</name>
    <message numerus="yes">
        <source>Serving %1 to %n user(s)</source>
        <translation>
            <numerusform>Serving %1 to %n user</numerusform>
            <numerusform>Serving %1 to %n users</numerusform>
        </translation>
    </message>
    <message>
        <source>Full fine-tune of %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Freeze-tuning of %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>LoRA fine-tune of %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>QLoRA fine-tune of %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 · %2</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>gp::PriceAge</name>
    <message numerus="yes">
        <source>Oldest price used: %1 (%n day(s) old)</source>
        <translation>
            <numerusform>Oldest price used: %1 (%n day old)</numerusform>
            <numerusform>Oldest price used: %1 (%n days old)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n price(s) used have no date</source>
        <translation>
            <numerusform>%n price used has no date</numerusform>
            <numerusform>%n prices used have no date</numerusform>
        </translation>
    </message>
    <message>
        <source>%1; %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>Some prices are past the %n-day freshness window: refresh the catalog or check them with the provider.</source>
        <translation>
            <numerusform>Some prices are past the %n-day freshness window: refresh the catalog or check them with the provider.</numerusform>
            <numerusform>Some prices are past the %n-day freshness window: refresh the catalog or check them with the provider.</numerusform>
        </translation>
    </message>
    <message>
        <source>Exchange rate: %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>The exchange rate is %n day(s) old: refresh it, or set your own.</source>
        <translation>
            <numerusform>The exchange rate is %n day old: refresh it, or set your own.</numerusform>
            <numerusform>The exchange rate is %n days old: refresh it, or set your own.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>gp::PriceCatalog</name>
    <message>
        <source>is required</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>must be a non-empty text</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>must be an object</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>unknown billing mode &quot;%1&quot; (hourly, daily, weekly, monthly, spot, per_task)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>is required; leave the price out if it is not offered</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>must be a number</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>must not be negative (%1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>is 0: a price that is not offered is left out, never written as 0</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>unknown currency &quot;%1&quot; (CNY or USD)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>unknown billing granularity &quot;%1&quot; (second, minute, hour, day, week, month, task)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a date like 2026-11-29</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is in the future</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&quot;%1&quot; is used by another offer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>unknown GPU id &quot;%1&quot;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>must be a whole number of GPUs from 1 to 64</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>must be a non-empty list of prices</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the spot price (%1) is not below the hourly price (%2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>error</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>warning</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>not valid JSON at byte %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>must be a JSON object</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>is required (this version of GPU Planner reads %1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is newer than this version of GPU Planner understands (%2): update GPU Planner</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>must be an object with id and name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&quot;%1&quot; must use lower-case letters, digits, &apos;.&apos;, &apos;_&apos; and &apos;-&apos;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>must be a list of offers</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a valid URL.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The catalog URL must use https:// (got &quot;%1&quot;).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Catalog refresh failed: %1. The last good copy is still used.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The catalogs are up to date.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the server answered HTTP %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the download is not valid JSON (%1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>unsupported schema_version %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the download contains no providers</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Catalog refresh failed: provider %1 of the download is invalid. The last good copy is still used.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>Catalogs updated: %n provider(s).</source>
        <translation>
            <numerusform>Catalogs updated: %n provider.</numerusform>
            <numerusform>Catalogs updated: %n providers.</numerusform>
        </translation>
    </message>
    <message>
        <source>hourly</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>daily</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>weekly</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>monthly</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>spot</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>per task</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>unknown interconnect &quot;%1&quot; (none, pcie, nvlink)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>must be a whole number of instances from 2 to 512</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>must be one of %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>must be the instance&apos;s network bandwidth in Gb/s, above 0 and at most 100000</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>must be at most %1, not %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>must be a number from 0 to %1, or null</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>must be true or false</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the note says the price covers the GPU only: set &quot;gpu_only&quot;: true, so that totals do not take it for a whole instance</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n offer(s) list a price for the GPUs only, with the host machine billed apart, so they are left out of the totals: %1.</source>
        <translation>
            <numerusform>%n offer lists a price for the GPUs only, with the host machine billed apart, so it is left out of the totals: %1.</numerusform>
            <numerusform>%n offers list a price for the GPUs only, with the host machine billed apart, so they are left out of the totals: %1.</numerusform>
        </translation>
    </message>
    <message>
        <source>the source says its date is unknown: write null (date unknown), and the day it was fetched in &quot;retrieved&quot;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>unknown confidence &quot;%1&quot; (listed, observed, reported)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>listed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>observed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>reported</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>date unknown</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>mixes prices of different kinds (%1): a median of offers cannot be set against a list price or a floor; give every price of the offer the same &quot;aggregation&quot;, or split the offer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>names no fee: give disk_gb_month, stopped_disk_gb_month or egress_gb</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: exchange_rate.%2 %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: exchange_rate must be an object with cny_per_usd, date and source</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>must be a number from 0.01 to 1000</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>must be the day the rate held, like 2026-11-27</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>must say where the rate comes from</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>disk</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>egress</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 prices</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 fees</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>must be a list</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not one of %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a commit has a date: write the commit&apos;s date (git show -s --format=%cs &lt;commit&gt;)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The exchange rate could not be refreshed: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the answer is not a JSON object (%1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the answer is not based on USD</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>rates.CNY is missing or not a plausible rate</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the answer has no valid date</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the address must use https:// (got &quot;%1&quot;)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>your own rate</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>gp::PriceHistory</name>
    <message>
        <source>The price history %1 is damaged (%2); it was left as it is.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>not a version %1 history</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The price history %1 is damaged: %2; it was left as it is.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>There is no offer &quot;%1&quot;.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The price history %1 was damaged; it was set aside as %2 and a new one begun.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>gp::PriceTrendChart</name>
    <message>
        <source>Select an offer to see its prices over time</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: no dated price yet</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: prices over time</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>gp::ProviderGuard</name>
    <message>
        <source>Profile %1 was not launched through a provider&apos;s API; give the guard a release command.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>GPU Planner has no adapter for %1&apos;s API.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A guard stops or releases an instance.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1&apos;s API cannot %2 an instance; the guard can release it instead.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> The catalog lists a stopped instance&apos;s disk at %1 per GB and month.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>When it fires, the guard stops %1 instance %2 through %1&apos;s API.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>When it fires, the guard releases %1 instance %2 through %1&apos;s API.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 releases only an instance that is shut down already, which one request from a guard cannot wait for: let the guard stop it instead.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>gp::ProviderLaunch</name>
    <message>
        <source>%1 %2 ×%3, %4/h</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (catalog offer %2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No API token for %1 is in the keychain: run &apos;gpuplanner-cli provider set-token %2&apos;.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>GPU Planner has no adapter for %1&apos;s API.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%1&apos;s offer %2 comes with %n GPU(s); another count is another offer.</source>
        <translation>
            <numerusform>%1&apos;s offer %2 comes with %n GPU; another count is another offer.</numerusform>
            <numerusform>%1&apos;s offer %2 comes with %n GPUs; another count is another offer.</numerusform>
        </translation>
    </message>
    <message>
        <source>A GPU count from 1 to 64, please.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot read the public key %1 (%2): a launch installs it on the instance.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is not an OpenSSH public key.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 holds more than one key; give a file with one.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A host profile named &apos;%1&apos; exists already; give the launch another --name.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Creating %1 on %2…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 created instance %2, but its profile could not be saved (%3). It bills until released in %1&apos;s console.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Instance %1 is created and saved as profile %2; waiting until it can be reached…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 It is saved as profile %2: &apos;gpuplanner-cli provider release %2&apos; releases it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Profile %1 was not launched through a provider&apos;s API: there is no rate to ask for.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 reports no hourly rate for instance %2 (it is %3).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Profile %1 has neither a catalog offer nor a launch price to compare the rate with.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>It has run %1 h since launch: about %2 at %3/h.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The password of instance %1 could not be kept in the keychain (%2): the instance&apos;s page in %3&apos;s console shows it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1&apos;s API does not say what it charges for an instance; its console&apos;s billing page does.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1&apos;s offer %2 is one machine, in %3: it cannot be placed in %4. &apos;provider offers %5&apos; shows where each offer is.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a place it does not name</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>gp::ProviderRunner</name>
    <message>
        <source>Another provider call is still running.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>GPU Planner has no adapter for %1&apos;s API.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>gp::ProvisionTab</name>
    <message>
        <source>System: %1 · driver %2 · CUDA %3 · working directory %4</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>unknown</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>none</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The minimum CUDA version &quot;%1&quot; is not a version such as 12.1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Browse…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Setup &amp;script:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>shell commands, run with sh -e in the working directory</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;requirements.txt:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>pinned versions, so the environment can be rebuilt anywhere</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Working directory:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Minimum &amp;CUDA:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Run the recipes again even if they were applied</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Provision</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>gp::Provisioner</name>
    <message>
        <source>No NVIDIA driver answers on this instance (nvidia-smi is missing or fails), but CUDA %1 is needed.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1; no NVIDIA driver answers (nvidia-smi is missing or fails).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The driver %1 supports CUDA up to %2, but CUDA %3 is needed: pick an image or instance with a newer driver.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1; driver %2, CUDA %3.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot create the working directory %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Working directory %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 was applied before: skipped.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 failed with exit status %2: %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The setup recipe ran successfully.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The requirements are installed.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot read %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is larger than 4 MiB: a setup script or requirements.txt should be a small text file.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>gp::QuestionnaireMath</name>
    <message>
        <source>same region as the GPUs, at about %1 Mbit/s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>another region: about %1 Mbit/s sustained and $%2 per GB of egress</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>uploaded from your machine at %1 Mbit/s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 GB %2: %3 hours</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not one of %2</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>gp::Reconciliation</name>
    <message>
        <source>The plan&apos;s answer: %1 on %2 (%3), %4 = instances %5 + beyond the instances %6</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 the budget does not count (%2): %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the same offer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Billed by the budget on %1 from %2, disk included: the same %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Billed by the budget on %1 from %2, disk included: %3 → %4</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>× risk factor %1 on the work&apos;s hours: %2 → %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>+ %1 % buffer: %2 → %3, the item&apos;s share of &quot;%4&quot;</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>The plan&apos;s answer: %1 over %n month(s), %2 a month (instances %3, beyond the instances %4)</source>
        <translation>
            <numerusform>The plan&apos;s answer: %1 over %n month, %2 a month (instances %3, beyond the instances %4)</numerusform>
            <numerusform>The plan&apos;s answer: %1 over %n months, %2 a month (instances %3, beyond the instances %4)</numerusform>
        </translation>
    </message>
    <message>
        <source> for %1 billed hours</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>Buying the same %n card(s) instead: %1 a month of ownership (depreciation, power and upkeep; no rent, no provider&apos;s disk)</source>
        <translation>
            <numerusform>Buying the same %n card instead: %1 a month of ownership (depreciation, power and upkeep; no rent, no provider&apos;s disk)</numerusform>
            <numerusform>Buying the same %n cards instead: %1 a month of ownership (depreciation, power and upkeep; no rent, no provider&apos;s disk)</numerusform>
        </translation>
    </message>
    <message>
        <source>Here, %1: %2 a month = the machine %3%4 + its disk kept all month %5 (moving the data in and out is not counted here): %6 the plan&apos;s month</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the same as</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 against</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>× this scenario&apos;s load %1: %2 → %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Workload %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> (likely %1–%2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>× the estimate&apos;s slow end %1 on the work&apos;s hours: %2 → %3</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>gp::RemoteWorker</name>
    <message>
        <source>Connecting to %1 …</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not connected.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Connected (host key %1).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Disconnected.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not connected: connect to the instance first.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The connection was lost.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cancelled before it started.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Queued job %1; it runs detached from this connection.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>gp::RunPod</name>
    <message>
        <source>A stopped RunPod pod stops billing its GPU but still bills its disk; releasing (terminating) it ends every charge and deletes the pod&apos;s disks.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no &apos;gpus&apos; list in the catalog</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a GPU type without an id or a price</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a RunPod offer (secure:GPU TYPE or community:GPU TYPE, as &apos;provider offers runpod&apos; lists them)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>RunPod&apos;s API v2 cannot create interruptible (spot) pods.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the new pod came back without an id</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>pod %1 came back without its id</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no &apos;pods&apos; list</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>gp::SafeRead</name>
    <message>
        <source>Cannot read &quot;%1&quot;: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>it is a folder, not a file</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>it is not a regular file (a pipe, socket or device)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>it is %1, more than the %2 this file may have</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>it is more than the %1 this file may have</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>gp::SafeSave</name>
    <message>
        <source>Cannot write &quot;%1&quot;: %2. Nothing was replaced.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>it is a folder</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>it is not a regular file (a FIFO or socket would block)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>its folder cannot be created</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>gp::ScaleOutExport</name>
    <message>
        <source>The plan has no questionnaire answers: answer them in the app and save the plan first.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No priced GPU runs this plan, so there is nothing to export.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No priced GPU runs this plan, so there is nothing to export: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>SkyPilot has no accelerator for %1 (its clouds do not rent it): choose another GPU in the plan, or export for Kubernetes.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is not an NVIDIA GPU: the manifest asks for nvidia.com/gpu, which only NVIDIA&apos;s device plugin offers.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The YAML could not be written: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>SkyPilot task written by GPU Planner for %1 on %2 × %3 GPU(s) of %4 (ZeRO stage %7, tensor parallel %8, pipeline parallel %9). Put your training script in train.py (and its packages in requirements.txt), then: sky launch -c %5 %6</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Kubernetes manifest written by GPU Planner for %1 on %2 × %3 GPU(s) of %4: a volume for the data, a headless Service for the nodes to find each other, and an Indexed Job with one pod per node (ZeRO stage %6, tensor parallel %7, pipeline parallel %8). Apply with: kubectl apply -f %5</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Only a training plan can be exported as a cluster job; this workload serves a model.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>gp::ScenarioModel</name>
    <message>
        <source>Fine-tuning</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Inference service</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Data processing</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tests</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (copy)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>auto</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no offer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1, %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> (stale price)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Kind</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>GPU</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>GPUs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hours per run</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Runs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Span (days)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Start month</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Spot OK</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>GPU-hours</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cheapest billing</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cost</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Item</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Follows the plan&apos;s answer: its GPU, cards, hours and runs change with the plan. Editing them makes the item your own.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Follows the plan on %1: its cards, hours and runs change with the plan. Editing them makes the item your own.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>date unknown</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Price of</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>gp::SecretStore</name>
    <message>
        <source>The system keychain is not available (%1). GPU Planner never stores secrets in plain text, so it will ask for them each time.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>gp::SkyPilotImporter</name>
    <message>
        <source>line %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the file is empty</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the header has no %1 column</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Imported from SkyPilot&apos;s catalog: on-demand and spot prices in USD per instance-hour.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: a GPU-only price without its host VM (priced separately by this cloud); skipped</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>unknown GPU &quot;%1&quot;; skipped</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>vCPU/RAM %1/%2 look like placeholders; left unknown</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>spot price %1 is not below on-demand %2; spot left out</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no GPU offers could be imported</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the import was cancelled</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no usable GPU count or price (count &quot;%1&quot;, price &quot;%2&quot;); skipped</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>more than %1 GPU offers: a catalog this large could not be loaded again. Import one cloud&apos;s file at a time, or remove regions you do not use.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n more warning(s) not shown</source>
        <translation>
            <numerusform>%n more warning not shown</numerusform>
            <numerusform>%n more warnings not shown</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>gp::SmokeReportModel</name>
    <message>
        <source>passed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>warning</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>failed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Result</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Check</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Measured</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Expected</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>What it means</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>skipped</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>gp::SmokeTab</name>
    <message>
        <source>Export smoke test</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Markdown (*.md);;CSV (*.csv);;JSON (*.json)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Plan calibrated. %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not an http:// or https:// URL to download from.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a duration such as 8h, 30m or 2h30m.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Run a smoke test first.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Smoke test exported to %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No smoke test yet. Connect, then run one: it takes about a minute and tells you whether the instance is what you pay for.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;b&gt;%1&lt;/b&gt; at %2: %3. %4</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Added to the plan, which is not saved yet (Ctrl+S saves it).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Saved with the plan.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Run a smoke test with your training command first.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Store the measured speed (%1 × the estimate) in the plan: its times and costs on %2 follow it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>GPU memory the plan needs:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The smoke test holds this much on every GPU through a compute step (0: skip)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Level:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Quick (under a minute)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Full (under five minutes, sustained load)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Download &amp;test URL:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>empty: the platform&apos;s Hugging Face mirror when the offer is known</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your training command:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>optional, e.g. python train.py --max_steps {steps} (runs last, in the working directory)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Steps:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Replaces {steps} in the command; also given as $GP_MAX_STEPS</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Timeout:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Run smoke test</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Checks GPUs, driver, PyTorch, PCIe, errors, clocks, sustained compute and its results, memory bandwidth, NVLink, network, CPU, RAM and disk against the offer (F5)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>E&amp;xport…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ca&amp;librate this plan</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>gp::SmokeTest</name>
    <message>
        <source>nvidia-smi not found</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No NVIDIA driver is visible: nvidia-smi is missing. On a GPU instance this means a broken image or a CPU-only machine; ask the provider before paying for more time.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>0 GPUs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>nvidia-smi runs but lists no GPU: the driver is not loaded or the container has no GPU attached.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n GPU(s)</source>
        <translation>
            <numerusform>%n GPU</numerusform>
            <numerusform>%n GPUs</numerusform>
        </translation>
    </message>
    <message>
        <source>GPUs are visible.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>As many GPUs as the offer promises.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fewer GPUs than the offer promises: stop the instance and ask the provider.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The GPU model matches the offer.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The GPU is not the model the offer names: check the instance type before you run.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 MiB</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Usable GPU memory is what the offer promises (the driver keeps a little).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Less GPU memory than promised: a vGPU slice, MIG instance or another process may be using it. Plans sized for the full card may not fit.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>driver %1, CUDA %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>unknown</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The newest CUDA this driver supports is %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>missing</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>There is no Python on the instance: install python3 and your environment (Provision) before training.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>PyTorch is not installed (or does not import). Install the build for this driver&apos;s CUDA, e.g. pip install torch --index-url https://download.pytorch.org/whl/cu124.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>PyTorch imports.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>CPU-only build</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a CUDA build</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This PyTorch was built without CUDA: it cannot use the GPUs. Reinstall a CUDA build.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>built for CUDA %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>CUDA ≤ %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>PyTorch needs CUDA %1 but the driver supports only %2: install a PyTorch build for CUDA %2 or older, or rent an instance with a newer driver.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>torch.cuda.is_available() is False</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>True</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>PyTorch cannot reach the GPU although it was built for CUDA %1: check that the container was started with GPU access.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>CUDA %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>PyTorch sees the GPUs.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 TFLOPS</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 TFLOPS dense</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The GPU computes at less than half its datasheet rate: throttling, a shared GPU or a slower variant. Expect longer runs than planned.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 GB/s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Device memory bandwidth is as expected.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 GiB</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>CPU cores as promised.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fewer CPU cores than the offer promises.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>CPU cores available.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Memory as promised.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Less RAM than the offer promises.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>System memory.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 GiB free</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Enough free disk for data, code and checkpoints.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Little free disk: checkpoints and datasets may fill it and stop the run.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 MB/s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The data directory reads fast enough to feed the GPUs.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The data directory reads slowly: the GPUs may wait for data. Copy the data to local disk.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The probe did not run (exit status %1): %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>import failed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The user-task script is missing from this build.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>did not run</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>exit 0</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your command could not be started on the instance.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>exit 0 within %1 s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>stopped after %1 s</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>Your command ran until the timeout: lower the step limit, or raise the timeout if %n step(s) should take longer.</source>
        <translation>
            <numerusform>Your command ran until the timeout: lower the step limit, or raise the timeout if %n step should take longer.</numerusform>
            <numerusform>Your command ran until the timeout: lower the step limit, or raise the timeout if %n steps should take longer.</numerusform>
        </translation>
    </message>
    <message>
        <source>exit 0 in %1 s</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>Your command ran %n step(s) and finished cleanly.</source>
        <translation>
            <numerusform>Your command ran %n step and finished cleanly.</numerusform>
            <numerusform>Your command ran %n steps and finished cleanly.</numerusform>
        </translation>
    </message>
    <message>
        <source>exit %1 after %2 s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your command failed. Its last line of output: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 MiB peak</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>≤ %1 MiB</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your run filled the GPU (%1 %): longer sequences or a bigger batch will run out of memory.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your run peaked at %1 % of the fullest GPU&apos;s memory.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>not measured</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No GPU memory use was seen (no nvidia-smi, or the command used no GPU).</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n step(s) × %1 tokens × %2 in %3 s of GPU work</source>
        <translation>
            <numerusform>%n step × %1 tokens × %2 in %3 s of GPU work</numerusform>
            <numerusform>%n steps × %1 tokens × %2 in %3 s of GPU work</numerusform>
        </translation>
    </message>
    <message>
        <source>No NVIDIA GPU is visible (nvidia-smi is missing).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>nvidia-smi lists no GPU.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No offer to compare with: choose the offer you rented.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>nvidia-smi -q printed nothing readable.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: uncorrectable ECC errors since the driver loaded</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: retired pages pending a reset</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: row remapping pending a reset</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: row remapping failed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>ECC %1 corrected, %2 uncorrectable; %3 retired pages; %4 remapped rows</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>kernel log not readable</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no uncorrectable errors, no hardware Xid</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The GPU reports memory or hardware errors (%1): ask for another machine before you train on it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Corrected memory errors, retired pages or program errors were logged: the card works, but watch it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No memory errors, retired pages or driver errors are reported.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>nvidia-smi could not be read under load.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No load could run (PyTorch with CUDA is needed).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 °C, %2 W</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>SM clock %1 % of max</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no hardware slowdown, &lt; %1 °C</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The hardware slowed the GPU down (%1): overheating, a power brake or a failing PSU. Expect far less speed than paid for; ask for another machine.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The GPU runs hot or slowed its clocks under load: sustained runs will be slower than planned.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No slowdown at rest (the load could not be sampled).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Clocks, temperature and power are healthy under load.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>nvidia-smi does not report the PCIe link here.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>x%1 (generation not measured under load)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Gen%1 x%2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A GPU&apos;s PCIe link runs narrower than it can (%1): loading data and weights is slower, and multi-GPU work over PCIe suffers. A riser or slot problem.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A GPU&apos;s PCIe link ran below its generation under load (%1).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The PCIe links run at full width.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>PyTorch with CUDA is not usable here (see torch.present and torch.cuda).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The copy did not finish.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 GB/s to the GPU, %2 GB/s back</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>≥ %1 GB/s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Copies between host and GPU are slow for this link: data loading and offloading will be slower.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Host↔GPU copies run at a healthy share of the link&apos;s rate.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>There is no Python.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Python runs.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>PyTorch is missing.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The compute step did not finish.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Measured; choose the offer to compare it with the datasheet.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 TFLOPS (%2 %)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Sustained matrix multiplies run at a healthy share of the datasheet rate.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The GPU computes at under a quarter of its datasheet rate: this is not the card that was promised, or it is badly throttled or shared.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>not a number</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>max error %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>≤ %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The results under load match a reference computed on the CPU.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The GPU returned wrong results under load: faulty memory or a failing chip. Do not train on it; ask for another machine.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 GB/s (%2 %)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Device memory bandwidth is well below the datasheet: serving and training will be slower than planned.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No memory need to check: open a plan or enter the GiB to hold.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>held on %n GPU(s)</source>
        <translation>
            <numerusform>held on %n GPU</numerusform>
            <numerusform>held on %n GPUs</numerusform>
        </translation>
    </message>
    <message>
        <source>out of memory on GPU %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 GiB on every GPU</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The memory the plan needs was held on every GPU through a compute step.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The memory the plan needs could not be held: the work will not fit on this instance.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>One GPU: nothing to connect.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>nvidia-smi topo -m printed nothing readable.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>NVLink between every pair</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The offer promises NVLink, but these GPUs are not joined by it: %1. Multi-GPU training will be much slower than planned.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Every pair of GPUs is joined by NVLink.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The GPUs talk over PCIe (no NVLink was promised).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>One GPU: nothing to reduce across.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>failed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The all-reduce across the GPUs failed (%1): multi-GPU training may not start.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 GB/s bus bandwidth</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>All-reduce between the GPUs is slow: data-parallel training will scale poorly.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>All-reduce between the GPUs runs at a healthy rate.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 GiB per GPU</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>≥ %1 GiB per GPU</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Enough system memory per GPU to load and save checkpoints.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Less system memory per GPU than one GPU holds: loading weights and saving checkpoints may run out of RAM.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>≥ %1 GiB</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The disk could not be measured: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The disk could not be measured.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>≥ %1 MB/s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The data directory writes fast enough for checkpoints.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The data directory writes slowly: every checkpoint will stall the run.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No upload URL is set (an HTTP PUT target).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No download URL is set, and none is known for this platform.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>nothing was transferred</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The transfer with %1 failed (%2).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The network moves data fast enough (%1).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The network is slow (%1): fetching datasets and weights will take a long time.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>gp::SshSession</name>
    <message>
        <source>libssh could not create a session.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot connect to %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The server sent no host key: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>WARNING: the host key of %1 has CHANGED (now %2 %3). Someone may be intercepting the connection, or the provider reused the address for a new instance. Nothing was sent. If you are sure, remove the old line for this host from %4 and connect again.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The host %1 is not known yet. Its %2 key fingerprint is %3. Compare it with the one your provider shows before trusting it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot check the host key: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot add the host key to %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Passphrase for %1: </source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Password for %1: </source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The server refused the password for %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Authentication to %1 failed: no key was accepted (tried %2the agent and the default keys).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot open a channel: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot run a command: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cancelled.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The connection dropped while sending: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot read the key file %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The key %1 is protected by a passphrase, and none could be asked for (no terminal) or found in the system keychain. Save it once with &apos;gpuplanner-cli profile set-passphrase NAME&apos;, or run from a terminal.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot use the key file %1: it is not a private key libssh can read, or the passphrase is wrong.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no answer from the server</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the server closed the connection</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Connecting to %1 was cancelled.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>Cannot connect to %1: no answer within %n second(s).</source>
        <translation>
            <numerusform>Cannot connect to %1: no answer within %n second.</numerusform>
            <numerusform>Cannot connect to %1: no answer within %n seconds.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The command did not answer within %n second(s); it was stopped.</source>
        <translation>
            <numerusform>The command did not answer within %n second; it was stopped.</numerusform>
            <numerusform>The command did not answer within %n seconds; it was stopped.</numerusform>
        </translation>
    </message>
    <message>
        <source>The connection dropped: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The command ended before it answered.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The command ended before it answered: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>The command did not finish within %n second(s); it was stopped.</source>
        <translation>
            <numerusform>The command did not finish within %n second; it was stopped.</numerusform>
            <numerusform>The command did not finish within %n seconds; it was stopped.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>gp::SshTargetParser</name>
    <message>
        <source>expected an ssh command such as &quot;ssh -p 12345 root@host&quot;, got &quot;%1&quot;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the port after -p must be a number from 1 to 65535</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>-i needs a key file</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>-l needs a user name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>only the login is understood, not a remote command (&quot;%1&quot;)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the ssh command names no host</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a host name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>jump hosts (-J) are not supported: connect to the instance directly</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a host name: after the colon ssh expects nothing; give the port with -p, as in &quot;ssh -p 2222 root@host&quot;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>two ports: -p %1 and &quot;%2&quot;</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>gp::StepOverheads</name>
    <message>
        <source>Dequantising the 4-bit base weights before each pass takes %1 ms a micro-batch (%2 bytes per parameter and pass at %3 % of %4 GB/s).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The LoRA adapters&apos; own kernels read and write the activations of every adapted matrix: %1 ms a micro-batch.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Issuing the micro-batch&apos;s kernels one by one takes the host %1 ms, longer than the GPU needs (%2 ms): small micro-batches wait on kernel launches, not on FLOPs.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 may draw %2 W: at about %3 W per sustained TFLOPS it holds %4 of its %5 datasheet TFLOPS, so its matmuls run at %6 % of the rate its generation&apos;s efficiency assumes.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>The optimizer step reads and writes every trainable parameter&apos;s states once per %n micro-batch(es): %1 ms a micro-batch.</source>
        <translation>
            <numerusform>The optimizer step reads and writes every trainable parameter&apos;s states once per micro-batch: %1 ms a micro-batch.</numerusform>
            <numerusform>The optimizer step reads and writes every trainable parameter&apos;s states once per %n micro-batches: %1 ms a micro-batch.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>gp::SyncManifest</name>
    <message>
        <source>The upload manifest on the instance is damaged (%1).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>it is not a complete manifest</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>its checksum does not match its contents</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>line %1 is not an entry</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The instance&apos;s answer about the destination folder was cut short.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>gp::SyncPlanner</name>
    <message>
        <source>&quot;%1&quot; is a name GPU Planner keeps for itself on the instance: rename it, or upload what is inside it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>On the instance &quot;%1&quot; is of another kind than here (a folder, a file or a link), and %n thing(s) there that no upload put there, or that changed since, would go with it (such as &quot;%2&quot;): move them out of the way on the instance, then upload again.</source>
        <translation>
            <numerusform>On the instance &quot;%1&quot; is of another kind than here (a folder, a file or a link), and %n thing there that no upload put there, or that changed since, would go with it (such as &quot;%2&quot;): move them out of the way on the instance, then upload again.</numerusform>
            <numerusform>On the instance &quot;%1&quot; is of another kind than here (a folder, a file or a link), and %n things there that no upload put there, or that changed since, would go with it (such as &quot;%2&quot;): move them out of the way on the instance, then upload again.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>gp::TarballWriter</name>
    <message>
        <source>&quot;%1&quot; does not exist.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot start the archive: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot add &quot;%1&quot; to the archive: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot read &quot;%1&quot;: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&quot;%1&quot; changed while it was being archived.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>matches the exclude pattern &quot;%1&quot;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>matches &quot;%1&quot; in .gitignore</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a pipe, socket or device, which cannot be sent</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a file or folder (a pipe, socket or device).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot read the folder &quot;%1&quot;: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&quot;%1&quot; is a link to &quot;%2&quot;, outside the folder being sent. Send what it points to with --follow-symlinks, or leave it out with --exclude.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&quot;%1&quot; is a link to &quot;%2&quot;, which does not exist.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&quot;%1&quot; leads back into a folder already being sent (a link loop).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>it is no longer a regular file</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&quot;%1&quot; changed while it was being read.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The archive&apos;s receiver stopped taking it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&quot;%1&quot; and &quot;%2&quot; would both land as &quot;%3&quot; on the instance, one over the other: upload them one at a time into different folders, or rename one.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>gp::UploadSummary</name>
    <message>
        <source>%1 of %2 files (%3 of %4)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The record of the last upload on the instance was damaged, so everything was sent again.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>Nothing changed: all %n file(s) on the instance are up to date (%1).</source>
        <translation>
            <numerusform>Nothing changed: the %n file on the instance is up to date (%1).</numerusform>
            <numerusform>Nothing changed: all %n files on the instance are up to date (%1).</numerusform>
        </translation>
    </message>
    <message>
        <source>Sent %1 of %2 files; %3 unchanged (%4) were skipped.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n large file(s) changed in part: only their changed blocks were sent (%1).</source>
        <translation>
            <numerusform>%n large file changed in part: only its changed blocks were sent (%1).</numerusform>
            <numerusform>%n large files changed in part: only their changed blocks were sent (%1).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Removed %n file(s) from the instance that are gone here (--delete).</source>
        <translation>
            <numerusform>Removed %n file from the instance that are gone here (--delete).</numerusform>
            <numerusform>Removed %n files from the instance that are gone here (--delete).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n file(s) gone here are still on the instance; --delete removes them.</source>
        <translation>
            <numerusform>%n file gone here are still on the instance; --delete removes them.</numerusform>
            <numerusform>%n files gone here are still on the instance; --delete removes them.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n file(s) had changed on the instance since the last upload and were sent again: %1.</source>
        <translation>
            <numerusform>%n file had changed on the instance since the last upload and were sent again: %1.</numerusform>
            <numerusform>%n files had changed on the instance since the last upload and were sent again: %1.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Would send %1; %n file(s) unchanged.</source>
        <translation>
            <numerusform>Would send %1; %n file unchanged.</numerusform>
            <numerusform>Would send %1; %n files unchanged.</numerusform>
        </translation>
    </message>
    <message>
        <source>The record of the last upload on the instance is damaged: everything would be sent.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The instance has no record of an earlier upload here: everything would be sent.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>  patch  %1  (%2 changed of %3)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>  send   %1  (%2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>  delete %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>  keep   %1  (gone here; --delete removes it)</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>  … and %n more</source>
        <translation>
            <numerusform>  … and %n more</numerusform>
            <numerusform>  … and %n more</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>gp::UploadTab</name>
    <message>
        <source>Files to upload</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Folder to upload</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> · %1 already there (resumed)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> · %1/s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> · %1 left</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>Uploaded and verified: %n file(s), %1 archive, SHA-256 %2.</source>
        <translation>
            <numerusform>Uploaded and verified: %n file, %1 archive, SHA-256 %2.</numerusform>
            <numerusform>Uploaded and verified: %n files, %1 archive, SHA-256 %2.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n path(s) left out (exclude patterns, .gitignore or special files); hover to see them.</source>
        <translation>
            <numerusform>%n path left out (exclude patterns, .gitignore or special files); hover to see them.</numerusform>
            <numerusform>%n paths left out (exclude patterns, .gitignore or special files); hover to see them.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>… and %n more</source>
        <translation>
            <numerusform>… and %n more</numerusform>
            <numerusform>… and %n more</numerusform>
        </translation>
    </message>
    <message>
        <source>Add the files or folders to upload first.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Add &amp;files…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Add f&amp;older…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Remove</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Destination on the instance:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Co&amp;mpression:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>E&amp;xclude:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>extra patterns, e.g. *.ckpt wandb/ (.git, __pycache__, *.pyc, checkpoints and .gitignore rules apply)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>zstd (.tar.zst): fast, the default</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>gzip (.tar.gz): where the instance has no zstd</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>none (.tar): for data that is compressed already</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Unpack on the instance after the SHA-256 matches</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Send what links outside the folders point to (--follow-symlinks)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Check the instance&apos;s free space before sending (--no-space-check to skip)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Upload</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Sending %1 · %2 of %3 read · %4 sent</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Comparing with the instance and preparing the archive …</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Comparing with the instance …</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Delete on the instance what an earlier upload put there and is gone here (--delete)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Compare contents by SHA-256, not only sizes and times (--verify)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Preview</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>List what an upload would send, patch and delete, without sending anything (--dry-run)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>gp::Uploader</name>
    <message>
        <source>The instance has no zstd to unpack the archive: install it (apt-get install zstd) or upload with --compression gzip.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot prepare %1 on the instance: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The archive on the instance does not match what was sent (SHA-256 %1 there, %2 here). The damaged file was removed; run the upload again.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The archive arrived intact but could not be unpacked in %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cancelled.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The connection dropped while sending.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the instance gave no reason.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%1 (and %n more line(s) like it)</source>
        <translation>
            <numerusform>%1 (and %n more line like it)</numerusform>
            <numerusform>%1 (and %n more lines like it)</numerusform>
        </translation>
    </message>
    <message>
        <source>The instance has %1 free in %2, and this upload needs about %3: the archive and, while it is unpacked, a second copy. Free space or choose another destination; if compression will make it fit, skip this check.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The instance&apos;s disk is full: %1 could not hold this upload of about %2. What had arrived was removed, so nothing there looks complete; free space or choose another destination, then upload again.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The upload stopped after %1 bytes (%2) Run it again to resume; nothing complete-looking was left on the instance.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The instance could not store the upload: %1 Nothing complete-looking was left there.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n changed file(s) could not be rebuilt on the instance even when sent whole.</source>
        <translation>
            <numerusform>%n changed file could not be rebuilt on the instance even when sent whole.</numerusform>
            <numerusform>%n changed files could not be rebuilt on the instance even when sent whole.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n changed file(s) could not be rebuilt on the instance (%1): %2 The old copy is still there; the next upload sends the file whole.</source>
        <translation>
            <numerusform>%n changed file could not be rebuilt on the instance (%1): %2 The old copy is still there; the next upload sends the file whole.</numerusform>
            <numerusform>%n changed files could not be rebuilt on the instance (%1): %2 The old copy is still there; the next upload sends the file whole.</numerusform>
        </translation>
    </message>
    <message>
        <source>Another upload into %1 has been running for 10 minutes: run this one again when it has ended (uploads into one folder go one at a time).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Another upload changed %1 while this one was planned.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>gp::UsageCostChart</name>
    <message>
        <source>Cost per month by hours used (%1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hours used per month</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 h/month</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>gp::UserCatalogStore</name>
    <message>
        <source>There is no provider &quot;%1&quot;.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Provider &quot;%1&quot; has no offer &quot;%2&quot;.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The price could not be saved.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>The catalog of &quot;%1&quot; would be %2 (%n offer(s)), more than the %3 a catalog may have; split it into several providers or leave out offers.</source>
        <translation>
            <numerusform>The catalog of &quot;%1&quot; would be %2 (%n offer), more than the %3 a catalog may have; split it into several providers or leave out offers.</numerusform>
            <numerusform>The catalog of &quot;%1&quot; would be %2 (%n offers), more than the %3 a catalog may have; split it into several providers or leave out offers.</numerusform>
        </translation>
    </message>
    <message>
        <source>Your catalog &quot;%1&quot; is not valid (%2); fix or remove it before changing its prices.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>gp::VastAi</name>
    <message>
        <source>A stopped Vast.ai instance stops billing its GPUs but still bills its disk storage, and the host may rent the GPUs to someone else meanwhile; releasing (destroying) it ends every charge and deletes its data.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no &apos;offers&apos; list</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>an offer without an id or a dph_total</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a Vast.ai offer id (a number, as &apos;provider offers vast&apos; lists them)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the rental</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the rental came back without new_contract</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the SSH key</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The SSH key could not be attached to instance %1 (%2): add it in %3&apos;s console, or signing in will fail.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 has no instance %2 in this account.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>instance %1 came back without its id</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no &apos;instances&apos; list</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the change of instance %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the release of instance %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>gp::VramChart</name>
    <message>
        <source>GPU memory</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>GPU memory per card (GiB)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>GiB</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Needed</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>gp::WebhookBook</name>
    <message>
        <source>The URL of webhook %1 is not in the keychain (set it again with: gpuplanner-cli notify add %1 --platform %2 --events …).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Webhook %1 is left out: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Give the webhook a name (no leading or trailing spaces).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A webhook&apos;s name is one line of at most %1 characters without &apos;/&apos;: &quot;%2&quot; is not.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Unknown event &quot;%1&quot;; known: %2, or job, budget, all.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Name at least one event (or all).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot read %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is damaged: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>not JSON (%1 at byte %2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>written by a newer GPU Planner (format %1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>webhook %1 needs a name and a platform (%2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>webhook %1 names an unknown event &quot;%2&quot;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No webhook is named &apos;%1&apos;; there are none yet.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No webhook is named &apos;%1&apos;; there are: %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>not a JSON object</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&quot;webhooks&quot; is not a list</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>gp::WebhookMessage</name>
    <message>
        <source>Cancelled.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 did not answer within %2 s.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Could not reach %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Feishu</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>DingTalk</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>WeCom</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Slack</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Generic JSON webhook</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A webhook URL must use https:// (its token would travel in the clear): got %1://.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is limiting how often messages may be sent; try again in a minute.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 answered HTTP %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 answered HTTP %2: %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 answered something that is not its reply: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>(nothing)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 refused the message&apos;s signature (%2, code %3): check the signing secret, and that this computer&apos;s clock is right.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 refused the message: %2 (code %3).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>That is not a valid webhook URL: it needs https:// and a host name.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>gp::WebhookTableModel</name>
    <message>
        <source>Name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Platform</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Events</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>gp::WebhooksDialog</name>
    <message>
        <source>Notifications</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Send &amp;Test</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Remove</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Add a webhook (the same name replaces one)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Name:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Platform:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Webhook &amp;URL:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>https://… (it carries the token: kept in the system keychain)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Signing &amp;secret:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>optional: Feishu, DingTalk and the generic webhook sign with it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tell it &amp;when:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Add Webhook</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tick at least one event to tell this webhook about.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Saving webhook %1 in the keychain…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Webhook %1 is set up; its URL and secret are in the system keychain.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Remove webhook %1, with its URL and secret? It will not be told anything any more.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Removing webhook %1…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Webhook %1 removed.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Sending a test message to %1…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 took the test message: look for it there.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>gp::WorkloadBar</name>
    <message>
        <source>Remove workload</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Remove &quot;%1&quot; and the budget items that follow its answer?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Workload:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A&amp;dd workload</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Another piece of work in the same plan, priced on its own and followed by the budget: serving the model after fine-tuning it, or the reverse</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Remove the workload shown and the budget items that follow its answer</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>gp::XidEvent</name>
    <message>
        <source>a program&apos;s illegal instruction or memory access</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a memory page fault (usually the program)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a program was stopped after a fault</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a program&apos;s work was preempted or killed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a double-bit ECC memory error</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>an internal micro-controller error</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a memory page retirement or row remapping event</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>an NVLink error</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the GPU has fallen off the bus</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a high single-bit ECC error rate</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>an ECC memory error</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a GSP firmware error</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a driver-reported error</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>gp::cli::CatalogCommands</name>
    <message>
        <source>unknown currency &apos;%1&apos; (CNY or USD)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--%1 needs a number %2, not &apos;%3&apos;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>of at least 0</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>above 0</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>GPU</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Memory GB</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>GB/s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>BF16 TFLOPS</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>TDP W</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Purchase</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>stale (%1 days)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>yours</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Provider</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Offer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>GPUs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Billing</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Price</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Date</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Notes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Problems in your catalog files (those files were skipped):</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>usage: gpuplanner-cli catalog validate FILE</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%1 is valid: provider %2 with %n offer(s).</source>
        <translation>
            <numerusform>%1 is valid: provider %2 with %n offer.</numerusform>
            <numerusform>%1 is valid: provider %2 with %n offers.</numerusform>
        </translation>
    </message>
    <message>
        <source>usage: gpuplanner-cli catalog import FILE</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>nothing was imported; your catalogs are unchanged</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Imported provider %1 into %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>usage: gpuplanner-cli catalog export PROVIDER_ID FILE</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Wrote %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Imported %1 offers as provider %2 (%3 of %4 rows skipped).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no catalog URL is configured: pass --url https://… (add --save-url to remember it)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Usage: gpuplanner-cli cost --hours-per-month H --months M [--buy PRICE --power-watts W --electricity PRICE_PER_KWH --depreciation-years Y --resale PRICE --maintenance PRICE_PER_MONTH --utilization U] [--hourly PRICE] [--daily PRICE] [--weekly PRICE] [--monthly PRICE] [--spot PRICE --checkpoint-minutes N --preemptions-per-hour R] [--runs-per-month N] [--granularity second|minute|hour] --currency CNY|USD [--json]</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--%1 is required</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--granularity must be second, minute or hour</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>depreciation %1 + power %2 + maintenance %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 idle hours paid</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 billed hours</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Option</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Per month</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>After %n month(s)</source>
        <translation>
            <numerusform>After %n month</numerusform>
            <numerusform>After %n months</numerusform>
        </translation>
    </message>
    <message>
        <source>Detail</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--utilization must be above 0 and at most 1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>say how long the work runs: --tokens N (with the estimate&apos;s speed) or --hours H</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>stale price (%1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 per million tokens</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 replicas fit on one card</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 × MIG %2 per card</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%1 — %2: %n option(s), cheapest first</source>
        <translation>
            <numerusform>%1 — %2: %n option, cheapest first</numerusform>
            <numerusform>%1 — %2: %n options, cheapest first</numerusform>
        </translation>
    </message>
    <message>
        <source>Total</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the plan has no budget section yet</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Scenario</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>GPU-hours</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>× risk</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>With buffer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cheapest</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>How</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cost</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A workload across every offer and billing mode, cheapest first.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Buy versus monthly, hourly and spot: costs and break-even points.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The budget table of a plan file.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--hours-per-month must be at most %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>give --hours (one run) or --hours-per-month (a service), not both</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--days-per-month must be at most 31</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--%1 must be a whole number from 1 to %2, not &apos;%3&apos;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 nodes over %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n replica(s), %1 tok/s per user</source>
        <translation>
            <numerusform>%n replica, %1 tok/s per user</numerusform>
            <numerusform>%n replicas, %1 tok/s per user</numerusform>
        </translation>
    </message>
    <message>
        <source>Hours per run</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hours a month</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>Budget: %1, %n month(s) from %2</source>
        <translation>
            <numerusform>Budget: %1, %n month from %2</numerusform>
            <numerusform>Budget: %1, %n months from %2</numerusform>
        </translation>
    </message>
    <message>
        <source>Peak GPUs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Billing mix</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Item</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%1 + %n item(s) without a price</source>
        <translation>
            <numerusform>%1 + %n item without a price</numerusform>
            <numerusform>%1 + %n items without a price</numerusform>
        </translation>
    </message>
    <message>
        <source>The plan&apos;s budget: each scenario&apos;s items priced on every offer, the scenarios side by side (total, per month, peak GPUs, the cheapest billing mix).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Reading the CSV: %1%</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--runs-per-month must be a whole number from 1 to 1000, not &apos;%1&apos;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 could not be loaded and its offers are left out: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>stale (undated)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Confidence</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>earlier price (history)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Exchange rate: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>date unknown</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Disk per GB-month</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Stopped disk per GB-month</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Egress per GB</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--commit-date must be a past date like 2026-11-27, not &apos;%1&apos;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Prices dated %1, from %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The CSV&apos;s date is unknown (not in a git checkout, no --commit-date): its prices are stored as undated, and so count as stale.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>usage: gpuplanner-cli catalog history OFFER [--json]</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Prices of %1, oldest first:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Source</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--cny-per-usd</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--data-gb must be a number of GB from 0 to 10000000, not &apos;%1&apos;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--data-location must be same-region, other-region or local</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Instances</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Disk and data</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Beyond the instances, the cheapest option pays:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Converted at %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Whole machine</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%1 / %n GPU(s)</source>
        <translation>
            <numerusform>%1 / %n GPU</numerusform>
            <numerusform>%1 / %n GPUs</numerusform>
        </translation>
    </message>
    <message>
        <source>A catalog file that does not validate is refused whole, with the line and field that is wrong; import keeps the file among the user&apos;s catalogs, refresh downloads the published one, history lists an offer&apos;s dated prices.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>usage: gpuplanner-cli budget PLAN.json [--json] [constraints]</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the plan &quot;%1&quot; has no workload yet (no &quot;need&quot; section)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--max-price-age must be a whole number of days from 0 to %1, not &apos;%2&apos;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--min-confidence must be listed, observed or reported, not &apos;%1&apos;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Constraints (override a plan&apos;s): --provider ID[,ID] (only these), --exclude-provider ID[,ID], --region cn|intl|REGION (mainland China, international, or an offer&apos;s region), --currency CNY|USD, --no-spot, --no-monthly, --max-price-age DAYS, --dated-only (no undated prices), --min-confidence listed|observed|reported</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pricing: --hours H (one run) or --tokens N, with --runs N over --months M (a recurring job); or --hours-per-month H [--days-per-month D] --months M (a service); --granularity second|minute|hour (overrides the offers&apos; own), --currency CNY|USD, --cny-per-usd X, --limit N; serving: --utilization X (share of paid time spent generating, default 0.5)
Data: --data-gb N (kept on the instance: disk, transfer and egress fees join the totals), --data-location same-region|other-region|local, --upload-mbps X (data on your machine)
A plan: gpuplanner-cli compare PLAN.json [--json] [--limit N] [constraints]: the plan&apos;s workload priced as the Plan page prices it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>  From the plan&apos;s answer to this scenario&apos;s item:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--%1 must be %2 from %3 to %4, not &apos;%5&apos;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a whole number</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a number</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>unknown --task &apos;%1&apos;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>unknown --precision &apos;%1&apos;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--workload must be a whole number from 1 to %1 (the plan&apos;s workloads), not &apos;%2&apos;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>With PLAN.json, these override the plan&apos;s answers: --model ID | --params SIZE | --config FILE, --task, --precision, --batch, --seq, --lora-rank, --tokens N (one pass over N tokens), --users N, --tokens-per-second-per-user X, --prompt-tokens N, --output-tokens N, --allow-spot; --workload N picks the plan&apos;s workload (1: the first)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 does not publish: %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>usage: gpuplanner-cli catalog import-skypilot CSV [--provider-id ID] [--commit-date YYYY-MM-DD] [--source owner/repo@commit:path]</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--source: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Usage: gpuplanner-cli catalog list [--json] [--stale [--max-age DAYS]] | rate [--refresh [--url URL]] [--set CNY_PER_USD] [--clear] [--json] | validate FILE | import FILE | export PROVIDER FILE | import-skypilot CSV [--provider-id ID] [--commit-date DATE] [--source TEXT] | refresh [--url URL] [--save-url] | history OFFER [--json]</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>unknown catalog command &apos;%1&apos; (list, validate, import, export, import-skypilot, refresh, history, rate)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>GPU and price catalogs: list, validate, import, export, refresh, history, rate.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--max-age must be a whole number of days from 0 to %1, not &quot;%2&quot;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>(fees)</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n price(s) or fee(s) older than %1 days or undated, to refresh first:</source>
        <translation>
            <numerusform>%n price or fee older than %1 days or undated, to refresh first:</numerusform>
            <numerusform>%n prices or fees older than %1 days or undated, to refresh first:</numerusform>
        </translation>
    </message>
    <message>
        <source>Age (days)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>give one of --refresh, --set and --clear</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--set takes CNY per USD from 0.01 to 1000, not &quot;%1&quot;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the refresh did not finish</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the settings file %1 could not be written</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The catalog&apos;s own: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--months must be a whole number of months from 1 to %1, not &apos;%2&apos;</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>gp::cli::CliApp</name>
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
    <message>
        <source>warning: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>success</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the operation failed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>bad usage or input</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Usage: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Exit codes: %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>unknown manual page &apos;%1&apos; (gpuplanner-cli or gpuplanner)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>gp::cli::EstimatorCommands</name>
    <message>
        <source>%1 M</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 B</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>unexpected argument &apos;%1&apos;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>give exactly one of --model ID, --config FILE or --params SIZE</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>give exactly one of --model ID or --config FILE</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>unknown model &apos;%1&apos;; known models: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--%1 must be a number above %2 and at most %3, not &apos;%4&apos;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--task is required: inference, full, freeze, lora or qlora</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>unknown --task &apos;%1&apos; (inference, full, freeze, lora, qlora)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>unknown --precision &apos;%1&apos; (fp32, bf16, fp16, amp-bf16, amp-fp16, int8, int4)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--lora-targets takes a comma-separated list of %1, or all-linear; not &apos;%2&apos;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>unknown --gpu &apos;%1&apos;; known GPUs: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Usage: gpuplanner-cli params (--model ID | --config FILE) [--json]</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Exact parameter counts and KV cache size from a model&apos;s architecture.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Model: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Part</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Parameters</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Embedding</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Output head</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>tied to the embedding</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Attention</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>MLP</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Experts</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Routers</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Norms</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Total</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Active per token</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>KV cache per token (bf16)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 bytes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Note: the shape is approximate or best effort; see the assumptions of &apos;estimate&apos;.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Usage: gpuplanner-cli %1 (--model ID | --config FILE | --params SIZE) --task inference|full|freeze|lora|qlora [options] [--json]</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Model: %1 — %2 parameters, %3 trainable</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Memory per GPU (%1 GPU(s)):</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Component</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Term</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>GiB</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>How</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fits on %1 (%2 GiB): %3 GiB to spare.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Does NOT fit on %1 (%2 GiB): %3 GiB short.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Time: %1 FLOPs, %2 GPU-hours, %3 hours wall-clock on %4 × %5.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Throughput: prefill %1 tokens/s, decode %2 tokens/s per sequence (%3 tokens/s for %4 sequences); up to %5 sequences of %6 tokens fit.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Assumptions:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Which GPUs fit %1 (%2):</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 h (%2 GPU-h)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> (missing)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>GPU</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cards</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>GiB per card</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Headroom</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Interconnect</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Time</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Decode</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Exact parameter counts and KV cache bytes per token.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>GPU memory by component, time and throughput for a workload.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Which GPUs fit a workload, how many, and how fast.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>give --context or --prompt-tokens/--output-tokens, not both</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--users, --prompt-tokens, --output-tokens, --tokens-per-second-per-user and --allow-spot describe serving: use them with --task inference</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Serving load: --users N (decoding at once), --prompt-tokens N, --output-tokens N, --tokens-per-second-per-user X (replicas are added until each user gets it), --allow-spot (an always-on service may run on spot capacity)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--gpus is limited to 512 and --nodes to 64</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 tok/s per user</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Layout</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--%1 must be a whole number from %2 to %3, not &apos;%4&apos;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>unknown --optimizer &apos;%1&apos; (%2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Memory savers (training): --optimizer-in-backward (step each parameter as its gradient arrives), --chunked-loss (cross-entropy in chunks), --activation-offloading (saved activations in host memory), --compile (torch.compile); --optimizer paged-adamw-8bit pages optimizer states to host memory</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>unknown --engine &apos;%1&apos; (%2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--engine chooses a serving engine: use it with --task inference</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A plan: gpuplanner-cli fit PLAN.json [--json] [constraints]: the plan&apos;s workload</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Likely range: %1 GPU-hours, %2 hours (%3).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Likely decode speed per sequence: %1 tokens/s (%2).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Serving engine: --engine vllm|sglang|llama.cpp|transformers|lmdeploy|tensorrt-llm (default vllm; llama.cpp&apos;s int8/int4 are GGUF Q8_0/Q4_K_M)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Options: --precision fp32|bf16|fp16|amp-bf16|amp-fp16|int8|int4, --optimizer adamw|adamw-8bit|paged-adamw-8bit|sgd|adafactor, --batch N, --grad-accum N, --seq N, --lora-rank R, --lora-targets LIST|all-linear, --freeze-trainable-layers N, --grad-checkpointing, --no-flash-attention, --gpus N, --zero 0-3, --tensor-parallel N, --nodes N, --context N, --concurrency N, --gpu-memory-utilization X, --gpu GPU_ID, --tokens N, --mfu X</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>gp::cli::ExportCommands</name>
    <message>
        <source>Wrote %1: %2 node(s) × %3 %4.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The plan&apos;s training answer as a SkyPilot task or a Kubernetes manifest (YAML).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Writes the plan&apos;s training answer (its GPUs, nodes and run) as a SkyPilot task or a Kubernetes manifest, on standard output or into FILE, with the parallelism it needs (ZeRO stage as a DeepSpeed configuration, tensor and pipeline parallel degrees).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>usage: gpuplanner-cli export skypilot|kubernetes PLAN.json [--output FILE] [--workload N] [constraints]</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>gp::cli::ManPage</name>
    <message>
        <source>User Commands</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>NAME</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>FILES</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Settings shared with the desktop app: language, display currency, exchange rate, the catalog refresh address.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Saved host profiles: address, sign-in method, the offer rented, the provider&apos;s instance.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Webhooks: name, platform and the events each wants.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Imported and downloaded price catalogs, and the history of every price.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Host keys, shared with OpenSSH: a new key is added only once confirmed, a changed one is refused.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Passwords, key passphrases, provider tokens and webhook addresses are kept in the system keychain (Secret Service), never in these files, a plan file, a log or the command line.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>ENVIRONMENT</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The language when neither --lang nor a saved choice says (zh_CN for a Chinese locale).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Where the files above are kept (default ~/.config and ~/.local/share).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Where a held connection&apos;s socket is made (else a private folder under /tmp).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Another https:// origin for the providers&apos; APIs (a proxy or a test double).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A PEM certificate to trust for that origin, besides the system&apos;s roots.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>SYNOPSIS</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>DESCRIPTION</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>gpuplanner-cli is GPU Planner&apos;s command-line front end: the same estimator, catalogs, cost model and SSH console as the desktop app, for scripts and headless machines. Each command prints a table, or JSON with --json; its flags, JSON keys and exit codes are stable.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>OPTIONS</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>COMMANDS</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>EXIT STATUS</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>EXAMPLES</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Which GPUs fit a LoRA fine-tune of a 7B model, and how fast:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Every offer for that run of 2×10⁸ tokens, cheapest first, in yuan:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save a rented host, then check it against the offer it was rented as:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Upload a project, then run training detached from the connection:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>SEE ALSO</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>plan, price and operate rented GPUs for LLM work (desktop app)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>GPU Planner answers which GPU to rent for fine-tuning or serving a language model and what it will cost: a questionnaire drives the memory estimator, dated provider catalogs in CNY and USD price every billing mode, and a budget holds the quarter&apos;s scenarios. Its Console connects to a rented instance over SSH to upload, run a smoke test against what the offer promised, run jobs and guard against paying for an idle instance.
The interface is in English and Chinese, switched at runtime from the Language menu.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Show the options and exit.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Show the version and exit.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Show the options with Qt&apos;s own (such as -platform offscreen) and exit.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Which folders on which instances were uploaded to, as digests: only a first upload into a folder is sent before the instance has answered.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>gp::cli::NotifyCommands</name>
    <message>
        <source>No webhook wants this event; nothing was sent.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: sent.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Webhook URL for %1: </source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Signing secret (empty: the webhook is not signed): </source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>what was piped in is over 64 KiB: not a URL and secret; nothing stored</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 webhooks are not signed: give the URL only</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no URL given (type it at the prompt, or pipe it in)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Webhook %1 (%2) is set up; its URL and secret are in the system keychain. It will be told when: %3.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>unexpected argument &apos;%1&apos;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Platform</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Events</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>give exactly one event</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>give exactly one webhook name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>say which platform and which events: --platform dingtalk --events all</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Webhook %1 removed, with its URL and secret.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>unknown event &apos;%1&apos;; known: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>give the message&apos;s --title</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Webhooks for notifications (Feishu, DingTalk, WeCom, Slack, generic): add, list, remove, test, send.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>usage: gpuplanner-cli notify add NAME --platform %2 --events LIST | notify list [--json] | notify remove NAME | notify test NAME | notify send EVENT --title TEXT [--text TEXT] [--json]
  add reads the webhook URL (and, for Feishu, DingTalk and the generic webhook, an optional signing secret) at the terminal without echo, or piped in: the URL on the first line, the secret on the second.
  LIST: comma-separated events (%1), or job, budget, all.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>unknown platform &apos;%1&apos; (%2)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>gp::cli::ProfileCommands</name>
    <message>
        <source>unexpected argument &apos;%1&apos;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Host</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Sign-in</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Offer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>give exactly one profile name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Password for %1: </source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The password of %1 is in the system keychain.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The password of %1 is removed from the keychain.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the profile %1 has no key file (add it with -i KEY)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Passphrase for %1: </source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The passphrase of %1 is in the system keychain.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The passphrase of %1 is removed from the keychain.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Provider API token for %1: </source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The provider token of %1 is in the system keychain; guards installed from this profile can use it as $GP_PROVIDER_TOKEN.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The provider token of %1 is removed from the keychain.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Profile %1 removed.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>say where it is: --ssh &quot;ssh -p PORT root@host&quot;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--auth must be key, agent or password</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>unknown offer &apos;%1&apos; (see gpuplanner-cli catalog list)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Profile %1 saved: %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Saved host profiles for remote --profile: add, list, remove.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>what was piped in is over 64 KiB: not a password or token; nothing stored</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>nothing given (type it at the prompt, or pipe it in)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Nothing of that kind is stored for %1; nothing was removed.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>usage: gpuplanner-cli profile add NAME --ssh &quot;ssh [-p PORT] [-i KEY] [USER@]HOST&quot; [--auth key|agent|password] [--offer ID] | profile list [--json] | profile remove NAME | profile set-password|forget-password|set-passphrase|forget-passphrase|set-token|forget-token NAME</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A profile names a host the remote command connects to by name: where it is, how to sign in and which offer it was rented as. Passwords, key passphrases and provider tokens are read at the terminal without echo (or piped in) and kept in the system keychain, never in the profile file.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>gp::cli::ProviderCommands</name>
    <message>
        <source>usage: gpuplanner-cli provider list [--json] | provider set-token|forget-token PROVIDER | provider offers PROVIDER [--gpu ID] [--save] [--json] | provider launch PROVIDER --offer ID [--count N] [--name NAME] [--key FILE] [--image IMAGE] [--disk GB] [--region REGION] [--wait SECONDS] [--plan PLAN.json] [--yes] [--json] | provider stop|start|release PROFILE [--yes] | provider rate PROFILE [--plan PLAN.json] [--json]</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no adapter for provider &apos;%1&apos; (there are: %2; &apos;provider list&apos; shows all)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 Not asked without a terminal: add --yes.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> [y/N] </source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>yes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Id</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>API</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Actions</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The API token for %1 is removed from the keychain.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>API token for %1: </source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>give one line without quotes (type it at the prompt, or pipe it in)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The API token for %1 is in the system keychain.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Offer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>GPU</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>GPUs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Per hour</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Available</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Catalog offer</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n observed price(s) saved to the catalog.</source>
        <translation>
            <numerusform>%n observed price saved to the catalog.</numerusform>
            <numerusform>%n observed prices saved to the catalog.</numerusform>
        </translation>
    </message>
    <message>
        <source>profile %1 was not launched through a provider&apos;s API (provider launch)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>say what to launch: --offer ID (provider offers %1 lists them)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--%1 takes a whole number from %2 to %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no SSH key found in ~/.ssh: give one with --key FILE (its FILE.pub is installed)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 offers no &apos;%2&apos; now (provider offers %3 lists what it does)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Launch %1? It bills from now until released.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Launched %1 as profile %2: %3. &apos;remote --profile %2 smoke-test&apos; checks it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 instance %2 (%3) is stopping.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 instance %2 (%3) is running: %4.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 instance %2 is released and profile %3 removed.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Providers&apos; APIs: live offers, launch, stop, start, release, the rate charged.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Release %1 instance %2 (%3)? Its disk and data are deleted. %4</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1&apos;s API lists no prices of its own (these are the catalog&apos;s): nothing was saved to the catalog.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>PROVIDER is one of: %1. Its API token is read at the terminal without echo (or piped in) by set-token and kept in the system keychain. launch saves a host profile named after the instance; stop, start, release and rate take that PROFILE.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>gp::cli::RemoteCommands</name>
    <message>
        <source>Run again with --accept-new-host-key to trust it (it is then added to %1).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>unknown offer &apos;%1&apos; (see gpuplanner-cli catalog list)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--need-vram takes a number of bytes, not &apos;%1&apos;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Result</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Check</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Measured</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Expected</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Meaning</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--compression must be zstd, gzip or none</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&quot;%1&quot; does not exist</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>Uploaded %n file(s) (%2 bytes of archive, %3 sent%4), SHA-256 %5 verified on the instance%6.</source>
        <translation>
            <numerusform>Uploaded %n file (%2 bytes of archive, %3 sent%4), SHA-256 %5 verified on the instance%6.</numerusform>
            <numerusform>Uploaded %n files (%2 bytes of archive, %3 sent%4), SHA-256 %5 verified on the instance%6.</numerusform>
        </translation>
    </message>
    <message>
        <source>, resumed at %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> and unpacked into %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--%1 takes a duration such as 8h, 30m, 90s or 2h30m, not &apos;%2&apos;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--idle-util takes a percentage from 1 to 100</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>give --max-runtime, --idle or both</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Guard installed on %1: it runs &quot;%2&quot;%3%4.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> after %1 s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> or after %1 s with GPUs below %2 % and no SSH session</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Guard removed from %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No guard is installed on %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The guard is running on %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The guard is installed on %1 but not running.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--interval takes seconds from 0.1 to 86400</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--count takes a number of samples (0: until interrupted)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>n/a</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1  GPU %2  %3  utilization %4 %  memory %5 / %6 MiB</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--min-cuda takes a version such as 12.1, not &apos;%1&apos;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>DONE</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>SKIP</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>WARN</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>FAIL</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>say where to connect: --profile NAME or --ssh &quot;ssh -p PORT root@host&quot;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A rented instance over SSH: smoke test, provisioning, upload, monitor and guards.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no public key in ~/.ssh (id_ed25519.pub, id_ecdsa.pub, id_rsa.pub): create one with ssh-keygen -t ed25519, or give --public-key FILE</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 already trusts %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 now trusts %2: the next connection needs no password.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--steps takes a whole number of at least 1, not &apos;%1&apos;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--timeout takes a duration such as 10m or 90s, not &apos;%1&apos;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>Left out %n path(s): %1.</source>
        <translation>
            <numerusform>Left out %n path: %1.</numerusform>
            <numerusform>Left out %n paths: %1.</numerusform>
        </translation>
    </message>
    <message>
        <source> --verbose lists them.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>Removed %n unfinished upload(s) of an earlier version of these files from the instance.</source>
        <translation>
            <numerusform>Removed %n unfinished upload of an earlier version of these files from the instance.</numerusform>
            <numerusform>Removed %n unfinished uploads of an earlier version of these files from the instance.</numerusform>
        </translation>
    </message>
    <message>
        <source>--speed-pattern takes a regular expression whose first group is the tokens per second, not &apos;%1&apos;%2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--calibrate needs --plan PLAN.json and --run COMMAND: it compares your run with that plan</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--%1 takes a whole number from 1 to %2, not &apos;%3&apos;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The plan was not calibrated: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>your command did not run.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 has no training need to calibrate: answer the questionnaire in the app and save the plan first</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--level takes quick or full, not &apos;%1&apos;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--%1 takes an http:// or https:// URL (or &quot;&quot; for none), not &apos;%2&apos;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Digest (SHA-256 of the JSON report): %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>usage: gpuplanner-cli remote … upload PATH... --dest DIR [--compression zstd|gzip|none] [--exclude PATTERN]... [--no-extract] [--follow-symlinks] [--no-space-check] [--delete] [--dry-run] [--verify] [--verbose] [--json]</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--delete, --dry-run and --verify compare with what is unpacked on the instance: they cannot be used with --no-extract</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>sending %1, %2 MiB/s, %3 s left   </source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--priority takes a whole number, not &apos;%1&apos;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Queued job %1; it runs detached from this connection. Its log: job logs %1 --follow.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No jobs on the instance.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>  GPUs %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1  %2  priority %3%4  %5 GPU-hours%6  %7</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>Recorded %n new or changed job run(s) in %1.</source>
        <translation>
            <numerusform>Recorded %n new or changed job run in %1.</numerusform>
            <numerusform>Recorded %n new or changed job runs in %1.</numerusform>
        </translation>
    </message>
    <message>
        <source>The profile&apos;s offer %1 is not in the catalogs any more: jobs are shown without a cost.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The held connection cannot run the command: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The held connection cannot enter the folder %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--idle-timeout must be a duration from 1s to 7d (90s, 30m, 2h)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This command already runs on a held connection.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>Holding the connection to %1. Remote commands for it from this user run over it (socket %2) until %n second(s) pass without one, or Ctrl-C.</source>
        <translation>
            <numerusform>Holding the connection to %1. Remote commands for it from this user run over it (socket %2) until %n second pass without one, or Ctrl-C.</numerusform>
            <numerusform>Holding the connection to %1. Remote commands for it from this user run over it (socket %2) until %n seconds pass without one, or Ctrl-C.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>No command for %n second(s): the connection is closed.</source>
        <translation>
            <numerusform>No command for %n second: the connection is closed.</numerusform>
            <numerusform>No command for %n seconds: the connection is closed.</numerusform>
        </translation>
    </message>
    <message>
        <source>The connection to %1 was lost.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ran &quot;%1&quot;: exit code %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>usage: gpuplanner-cli remote (--profile NAME | --ssh &quot;ssh [-p PORT] [-i KEY] [USER@]HOST&quot;) [--accept-new-host-key] (smoke-test | upload | monitor | guard | provision | install-key | job | hold) [OPTIONS]</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>unknown remote command &apos;%1&apos; (smoke-test, upload, monitor, guard, provision, install-key, job, hold)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This held connection is for another host, not %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>When it fires, it tells: %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Notification to %1 failed: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>profile %1 has no address yet: its instance was still starting when it was saved (&apos;provider start %1&apos; waits for it)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>usage: gpuplanner-cli remote … guard install [--max-runtime DURATION] [--idle DURATION] [--idle-util PERCENT] [--release-command CMD | --provider-action stop|release] [--check-every DURATION] | guard show [--json] | guard remove</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>give --release-command or --provider-action, not both</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--provider-action takes stop or release</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--provider-action needs a profile launched through a provider&apos;s API (provider launch)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no API token to stop the instance with: run &apos;provider set-token&apos; first</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The host is a saved profile (see &apos;profile&apos;) or an ssh command line as you would type it. A host key seen for the first time is shown and needs --accept-new-host-key (or a yes at the terminal); a changed key is refused.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>usage: gpuplanner-cli remote … smoke-test [--offer ID | --gpu ID] [--need-vram BYTES] [--plan FILE] [--level quick|full] [--run COMMAND [--steps N] [--batch N] [--seq N] [--speed-pattern REGEX] [--calibrate]] [--timeout DURATION] [--workdir DIR] [--download-url URL] [--upload-url URL] [--json]</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>  checks the instance against what the offer promised (GPUs, memory, driver, CUDA, disk, network) and, with --run, a few steps of your own training.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>  sends only what changed since the last upload to DIR (a manifest kept next to it), verified, staged and moved into place; an interrupted upload resumes.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>usage: gpuplanner-cli remote … monitor [--interval SECONDS] [--count N] [--json]</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>  samples every GPU each interval (--json: one JSON object per line).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>  a watchdog on the instance that stops or releases it after the longest run or when idle, so nobody pays for a forgotten instance.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>usage: gpuplanner-cli remote … provision [--setup FILE] [--requirements FILE] [--workdir DIR] [--python COMMAND] [--min-cuda VERSION] [--force]</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>usage: gpuplanner-cli remote … install-key [--public-key FILE]</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>  jobs run detached from the connection, queued by priority, and resume after a reboot or a preemption with their resume command.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>usage: gpuplanner-cli remote … hold [--idle-timeout DURATION]</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>  keeps the connection open, so that the next remote commands for this host start at once.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>usage: gpuplanner-cli remote … job run --name NAME [--priority N] [--gpus LIST] [--resume-command CMD] [--workdir DIR] [--json] -- COMMAND | job list [--json] [--offer ID] [--record PLAN.json] | job logs NAME [--follow] | job stop NAME | job resume</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--dest needs a folder on the instance (&quot;~&quot; is the login&apos;s home folder)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>gp::cli::ReportCommands</name>
    <message>
        <source>Writes the plan&apos;s report (answers, GPUs that fit with their cheapest deployment, buy versus rent, the budget&apos;s scenarios side by side) from the plan file alone.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>unknown --format &apos;%1&apos; (md, csv or pdf)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>say --format md|csv|pdf, or give the output file a .md, .csv or .pdf name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Wrote %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>usage: gpuplanner-cli report verify SMOKE-REPORT.json [--json]</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The digest matches: the smoke test of %1 (host key %2) at %3 UTC, %4.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>not recorded</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The digest does not match: the report was changed after it was made (it says %1, its content hashes to %2).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The plan&apos;s report as Markdown, CSV or PDF, from the plan file; verify a smoke report&apos;s digest.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>verify recomputes a smoke report&apos;s digest: exit code 0 when it matches, 1 when the report was changed after it was made.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>usage: gpuplanner-cli report PLAN.json --format md|csv|pdf --output FILE [constraints]
       gpuplanner-cli report verify SMOKE-REPORT.json [--json]</source>
        <translation type="unfinished"></translation>
    </message>
</context>
</TS>
