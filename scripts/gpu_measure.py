#!/usr/bin/env python3
"""GPU Planner's measurement kit: times training steps and decoding on this machine's GPU and writes what it measured
as validation rows (docs/validation-sources.json's format) with the device's own reports as fixtures.

scripts/gpu-measure.sh runs it (see there for the options). No network: models are built from the config.json
fixtures in tests/data/configs with random weights, which time and memory do not depend on. The real stack is
used where it is installed: transformers builds the model, PEFT its LoRA adapters, bitsandbytes the 4-bit base of
QLoRA. Where transformers is missing (the CI machine, CPU only) a small stand-in decoder does the same work so the
kit itself cannot rot; its rows say so and are never committed as measurements.
"""

import argparse
import contextlib
import datetime
import json
import math
import os
import platform
import sys
import time

import torch

try:  # the real stack, on a GPU machine
    import transformers  # noqa: F401
    from transformers import AutoConfig, AutoModelForCausalLM

    HAVE_TRANSFORMERS = True
except ImportError:
    HAVE_TRANSFORMERS = False
try:
    import peft

    HAVE_PEFT = True
except ImportError:
    HAVE_PEFT = False
try:
    import bitsandbytes  # noqa: F401

    HAVE_BNB = True
except ImportError:
    HAVE_BNB = False

LORA_RANK = 16
TINY = {  # a model small enough for a CPU in seconds, with every part a real one has
    "num_hidden_layers": 2,
    "hidden_size": 64,
    "intermediate_size": 128,
    "num_attention_heads": 4,
    "num_key_value_heads": 2,
    "vocab_size": 256,
    "max_position_embeddings": 512,
}


def log(message):
    print("gpu-measure: " + message, file=sys.stderr, flush=True)


# ---------------------------------------------------------------------------------------------------------------------
# The stand-in decoder: a test double for machines without transformers (CI). Llama-shaped: RMSNorm, grouped-query
# attention with rotary positions, a gated MLP; no KV cache.


class StandInRmsNorm(torch.nn.Module):
    def __init__(self, size, eps=1e-6):
        super().__init__()
        self.weight = torch.nn.Parameter(torch.ones(size))
        self.eps = eps

    def forward(self, x):
        return x * torch.rsqrt(x.pow(2).mean(-1, keepdim=True) + self.eps) * self.weight


def rotary(x, positions):
    half = x.shape[-1] // 2
    freq = 1.0 / (10000 ** (torch.arange(half, device=x.device, dtype=torch.float32) / half))
    angle = positions[:, None].float() * freq[None, :]
    cos, sin = angle.cos().to(x.dtype), angle.sin().to(x.dtype)
    a, b = x[..., :half], x[..., half:]
    return torch.cat([a * cos - b * sin, a * sin + b * cos], dim=-1)


class StandInBlock(torch.nn.Module):
    def __init__(self, c):
        super().__init__()
        h, heads, kv = c["hidden_size"], c["num_attention_heads"], c.get("num_key_value_heads", c["num_attention_heads"])
        self.heads, self.kv, self.dim = heads, kv, h // heads
        self.input_layernorm = StandInRmsNorm(h)
        self.q_proj = torch.nn.Linear(h, heads * self.dim, bias=False)
        self.k_proj = torch.nn.Linear(h, kv * self.dim, bias=False)
        self.v_proj = torch.nn.Linear(h, kv * self.dim, bias=False)
        self.o_proj = torch.nn.Linear(heads * self.dim, h, bias=False)
        self.post_attention_layernorm = StandInRmsNorm(h)
        self.gate_proj = torch.nn.Linear(h, c["intermediate_size"], bias=False)
        self.up_proj = torch.nn.Linear(h, c["intermediate_size"], bias=False)
        self.down_proj = torch.nn.Linear(c["intermediate_size"], h, bias=False)

    def forward(self, x):
        b, t, _ = x.shape
        y = self.input_layernorm(x)
        pos = torch.arange(t, device=x.device)
        q = rotary(self.q_proj(y).view(b, t, self.heads, self.dim).transpose(1, 2), pos)
        k = rotary(self.k_proj(y).view(b, t, self.kv, self.dim).transpose(1, 2), pos)
        v = self.v_proj(y).view(b, t, self.kv, self.dim).transpose(1, 2)
        k = k.repeat_interleave(self.heads // self.kv, dim=1)
        v = v.repeat_interleave(self.heads // self.kv, dim=1)
        scores = (q @ k.transpose(-1, -2)) / math.sqrt(self.dim)
        mask = torch.full((t, t), float("-inf"), device=x.device).triu(1)
        attn = torch.softmax(scores + mask, dim=-1) @ v
        x = x + self.o_proj(attn.transpose(1, 2).reshape(b, t, -1))
        y = self.post_attention_layernorm(x)
        return x + self.down_proj(torch.nn.functional.silu(self.gate_proj(y)) * self.up_proj(y))


class StandInDecoder(torch.nn.Module):
    def __init__(self, c):
        super().__init__()
        self.embed_tokens = torch.nn.Embedding(c["vocab_size"], c["hidden_size"])
        self.layers = torch.nn.ModuleList(StandInBlock(c) for _ in range(c["num_hidden_layers"]))
        self.norm = StandInRmsNorm(c["hidden_size"])
        self.lm_head = torch.nn.Linear(c["hidden_size"], c["vocab_size"], bias=False)

    def forward(self, input_ids, labels=None):
        x = self.embed_tokens(input_ids)
        for layer in self.layers:
            x = layer(x)
        logits = self.lm_head(self.norm(x)).float()
        loss = None
        if labels is not None:
            loss = torch.nn.functional.cross_entropy(
                logits[:, :-1].reshape(-1, logits.shape[-1]), labels[:, 1:].reshape(-1)
            )
        return loss, logits

    @torch.no_grad()
    def generate(self, input_ids, new_tokens):
        for _ in range(new_tokens):
            _, logits = self(input_ids)
            input_ids = torch.cat([input_ids, logits[:, -1:].argmax(-1)], dim=1)
        return input_ids


class StandInLora(torch.nn.Module):
    """LoRA adapters around a frozen linear layer, for the stand-in decoder only (PEFT does this on a GPU machine)."""

    def __init__(self, base, rank):
        super().__init__()
        self.base = base
        self.a = torch.nn.Linear(base.in_features, rank, bias=False)
        self.b = torch.nn.Linear(rank, base.out_features, bias=False)
        torch.nn.init.zeros_(self.b.weight)

    def forward(self, x):
        return self.base(x) + self.b(self.a(x))


# ---------------------------------------------------------------------------------------------------------------------


def linear_names(model):
    """The linear layers LoRA adapts: every one but the output head ("all-linear", as PEFT and torchtune say)."""
    names = set()
    for name, module in model.named_modules():
        if isinstance(module, torch.nn.Linear) and not name.endswith("lm_head"):
            names.add(name.split(".")[-1])
    return sorted(names)


def build(config, method, device, dtype, scratch):
    """The model for `method` ("full", "lora", "qlora") and whether it runs on the real stack."""
    if not HAVE_TRANSFORMERS:
        model = StandInDecoder(config).to(device=device, dtype=dtype)
        if method == "lora":
            for block in model.layers:
                for name in ("q_proj", "k_proj", "v_proj", "o_proj", "gate_proj", "up_proj", "down_proj"):
                    setattr(block, name, StandInLora(getattr(block, name), LORA_RANK).to(device=device, dtype=dtype))
            for name, p in model.named_parameters():
                p.requires_grad = ".a." in name or ".b." in name
        return model
    hf_config = AutoConfig.for_model(**config)
    if method == "qlora":
        # A 4-bit base is made by loading: save the random bf16 weights once, then load them quantised.
        path = os.path.join(scratch, config["model_type"] + "-" + str(config["hidden_size"]))
        if not os.path.isdir(path):
            AutoModelForCausalLM.from_config(hf_config, torch_dtype=dtype).save_pretrained(path)
        quantization = transformers.BitsAndBytesConfig(
            load_in_4bit=True,
            bnb_4bit_quant_type="nf4",
            bnb_4bit_use_double_quant=True,
            bnb_4bit_compute_dtype=dtype,
        )
        model = AutoModelForCausalLM.from_pretrained(path, quantization_config=quantization, device_map={"": 0})
        model = peft.prepare_model_for_kbit_training(model, use_gradient_checkpointing=False)
    else:
        # Built on the device where torch allows it: random-initialising 7B parameters on the CPU takes minutes.
        where = device if hasattr(torch.device, "__enter__") else contextlib.nullcontext()
        with where:
            model = AutoModelForCausalLM.from_config(hf_config, torch_dtype=dtype)
        model = model.to(device)
    if method in ("lora", "qlora"):
        lora = peft.LoraConfig(r=LORA_RANK, lora_alpha=2 * LORA_RANK, target_modules=linear_names(model),
                               task_type="CAUSAL_LM")
        model = peft.get_peft_model(model, lora)
    return model


def loss_of(model, ids):
    if HAVE_TRANSFORMERS:
        return model(input_ids=ids, labels=ids).loss
    return model(ids, ids)[0]


def synchronize(device):
    if device.type == "cuda":
        torch.cuda.synchronize()


def time_training(model, device, batch, seq, vocab, steps, warmup, checkpointing):
    """Tokens per second of full steps (forward, backward, optimizer), and peak memory where the device reports it."""
    if checkpointing and hasattr(model, "gradient_checkpointing_enable"):
        model.gradient_checkpointing_enable()
        if hasattr(model, "enable_input_require_grads"):
            model.enable_input_require_grads()
    model.train()
    optimizer = torch.optim.AdamW([p for p in model.parameters() if p.requires_grad], lr=1e-5)
    ids = torch.randint(0, vocab, (batch, seq), device=device)
    for _ in range(warmup):
        loss_of(model, ids).backward()
        optimizer.step()
        optimizer.zero_grad(set_to_none=True)
    synchronize(device)
    if device.type == "cuda":
        torch.cuda.reset_peak_memory_stats()
    start = time.perf_counter()
    for _ in range(steps):
        loss_of(model, ids).backward()
        optimizer.step()
        optimizer.zero_grad(set_to_none=True)
    synchronize(device)
    seconds = time.perf_counter() - start
    memory = None
    if device.type == "cuda":
        memory = {"allocated": torch.cuda.max_memory_allocated(), "reserved": torch.cuda.max_memory_reserved()}
    return batch * seq * steps / seconds, memory


@torch.no_grad()
def time_decode(model, device, batch, prompt, new_tokens, vocab):
    """Output tokens per second each sequence sees, prefill included (as the Qwen benchmark times it)."""
    model.eval()
    ids = torch.randint(0, vocab, (batch, prompt), device=device)
    if HAVE_TRANSFORMERS:  # min_new_tokens: no early end of sequence, every run makes the same number of tokens
        def run():
            return model.generate(input_ids=ids, max_new_tokens=new_tokens, min_new_tokens=new_tokens,
                                  do_sample=False, pad_token_id=0)
    else:
        def run():
            return model.generate(ids, new_tokens)
    run()  # warm-up: kernels chosen, caches allocated
    synchronize(device)
    start = time.perf_counter()
    out = run()
    synchronize(device)
    produced = out.shape[1] - prompt
    return produced / (time.perf_counter() - start)


def device_facts(device, gpu_id):
    if device.type == "cuda":
        props = torch.cuda.get_device_properties(0)
        return {"gpu_name": props.name, "gpu_memory_mib": props.total_memory / 1048576, "gpu_id": gpu_id}
    return {"gpu_name": "cpu (" + platform.machine() + ")", "gpu_memory_mib": 0, "gpu_id": gpu_id}


def row_base(facts, today, model_name, config_path, stack):
    label = facts["gpu_name"]
    return {
        "source": "scripts/gpu-measure.sh",
        "source_name": "gpu-measure kit on " + label + ", " + today,
        "model": model_name,
        "config": config_path,
        "model_id": None,
        "engine": "transformers",  # the stack the rows time; "stack" says whether it really was
        "stack": stack,
        "gpu_id": facts["gpu_id"],
        "gpu_name": facts["gpu_name"],
        "gpu_memory_mib": facts["gpu_memory_mib"],
        "gpus": 1,
        "tensor_parallel": 1,
        "pipeline_parallel": 1,
        "zero": 0,
        "measured_on": today,
        "fit": False,
    }


def slug(text):
    return "".join(c if c.isalnum() else "-" for c in text.lower()).strip("-")


def main():
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--configs", nargs="+", required=True, help="config.json files to build models from")
    parser.add_argument("--out", required=True, help="folder for rows.json and the tiny config")
    parser.add_argument("--root", required=True, help="the repository (config paths in the rows are relative to it)")
    parser.add_argument("--tiny", action="store_true", help="a tiny model on the CPU: the kit's own test")
    parser.add_argument("--gpu-id", default=None, help="the GPU catalog id the rows name (default: from the device)")
    parser.add_argument("--minutes", type=float, default=8.0, help="stop starting new cases after this long")
    args = parser.parse_args()

    started = time.monotonic()
    device = torch.device("cuda" if torch.cuda.is_available() and not args.tiny else "cpu")
    dtype = torch.bfloat16 if device.type == "cuda" else torch.float32
    stack = "transformers" if HAVE_TRANSFORMERS else "stand-in"
    today = datetime.date.today().isoformat()
    facts = device_facts(device, args.gpu_id)
    os.makedirs(args.out, exist_ok=True)
    scratch = os.path.join(args.out, "scratch")
    log("%s, torch %s, %s%s%s" % (facts["gpu_name"], torch.__version__, stack, ", PEFT" if HAVE_PEFT else "",
                                   ", bitsandbytes" if HAVE_BNB else ""))

    configs = []
    for path in args.configs:
        with open(path) as f:
            config = json.load(f)
        if args.tiny:
            config.update(TINY)
            config.pop("head_dim", None)
            tiny = os.path.join(args.out, "tiny-" + os.path.basename(path))
            with open(tiny, "w") as f:
                json.dump(config, f, indent=1)
            path = tiny
        configs.append((path, config))

    methods = ["full"]
    if HAVE_PEFT or not HAVE_TRANSFORMERS:
        methods.append("lora")
    if HAVE_PEFT and HAVE_BNB and device.type == "cuda":
        methods.append("qlora")
    settings = [(1, 64, False), (2, 128, True)] if args.tiny else [(1, 512, False), (4, 2048, True)]
    steps, warmup = (2, 1) if args.tiny else (5, 2)

    rows = []
    for path, config in configs:
        name = os.path.splitext(os.path.basename(path))[0]
        relative = os.path.relpath(os.path.abspath(path), os.path.abspath(args.root))
        config_ref = relative if not relative.startswith("..") else os.path.abspath(path)
        vocab = config["vocab_size"]
        for method in methods:
            for batch, seq, checkpointing in settings:
                if time.monotonic() - started > args.minutes * 60:
                    log("time is up: %s %s b%d s%d and later cases not run" % (name, method, batch, seq))
                    continue
                try:
                    model = build(config, method, device, dtype, scratch)
                    speed, memory = time_training(model, device, batch, seq, vocab, steps, warmup, checkpointing)
                except RuntimeError as e:  # out of memory, above all: that case is skipped, and said so
                    log("%s %s b%d s%d: %s" % (name, method, batch, seq, str(e).splitlines()[0]))
                    continue
                finally:
                    model = None
                    if device.type == "cuda":
                        torch.cuda.empty_cache()
                case = "%s-%s-b%d-s%d" % (name, method, batch, seq)
                settings_fields = {
                    "task": method,
                    "pretraining": False,
                    "precision": "bf16",
                    "optimizer": "adamw",
                    "batch": batch,
                    "seq": seq,
                    "global_batch_tokens": None,
                    "lora_rank": LORA_RANK if method != "full" else None,
                    "lora_targets": "all-linear" if method != "full" else None,
                    "grad_checkpointing": checkpointing,
                    "flash_attention": True,
                    "optimizer_in_backward": False,
                    "chunked_loss": False,
                    "activation_offloading": False,
                    "compile": False,
                }
                row = row_base(facts, today, name, config_ref, stack)
                row.update(settings_fields)
                row.update({"id": "gpumeasure-%s-%s" % (slug(facts["gpu_name"]), case), "kind": "training_speed",
                            "measured_value": speed, "measured_unit": "tokens_per_s_per_gpu",
                            "quote": "%d timed steps of batch %d × %d tokens after %d warm-up steps: %.1f tokens/s"
                                     % (steps, batch, seq, warmup, speed)})
                rows.append(row)
                log("%s: %.1f tokens/s" % (case, speed))
                for measure, value in (memory or {}).items():
                    mem = row_base(facts, today, name, config_ref, stack)
                    mem.update(settings_fields)
                    mem.update({"id": "gpumeasure-%s-%s-%s" % (slug(facts["gpu_name"]), case, measure),
                                "kind": "peak_memory", "measure": measure, "measured_value": value / 2**30,
                                "measured_unit": "GiB",
                                "quote": "torch.cuda.max_memory_%s() over the timed steps" % measure})
                    rows.append(mem)
        # Decode: one stream and eight, a 128-token prompt (the stand-in: shorter, it has no cache).
        prompt, new_tokens = (16, 8) if args.tiny else (128, 256)
        for batch in (1, 8):
            if time.monotonic() - started > args.minutes * 60:
                continue
            model = build(config, "full", device, dtype, scratch)
            speed = time_decode(model, device, batch, prompt, new_tokens, vocab)
            model = None
            case = "%s-decode-b%d" % (name, batch)
            row = row_base(facts, today, name, config_ref, stack)
            row.update({"id": "gpumeasure-%s-%s" % (slug(facts["gpu_name"]), case), "kind": "serving_speed",
                        "task": "inference", "precision": "bf16", "weights": "bf16", "concurrency": batch,
                        "prompt_tokens": prompt, "output_tokens": new_tokens, "includes_prefill": True,
                        "measured_value": speed, "measured_unit": "output_tokens_per_s_per_stream",
                        "quote": "generate(): %d sequences, %d-token prompt, %d new tokens, greedy: %.1f tokens/s each"
                                 % (batch, prompt, new_tokens, speed)})
            rows.append(row)
            log("%s: %.1f tokens/s per sequence" % (case, speed))

    environment = {"torch": torch.__version__, "python": platform.python_version(), "stack": stack,
                   "peft": getattr(peft, "__version__", None) if HAVE_PEFT else None,
                   "transformers": getattr(transformers, "__version__", None) if HAVE_TRANSFORMERS else None,
                   "cuda": torch.version.cuda, "device": facts["gpu_name"], "date": today}
    with open(os.path.join(args.out, "rows.json"), "w") as f:
        json.dump({"environment": environment, "rows": rows}, f, indent=1)
    log("%d rows in %s (%.0f s)" % (len(rows), os.path.join(args.out, "rows.json"), time.monotonic() - started))
    return 0 if rows else 1


if __name__ == "__main__":
    with contextlib.suppress(KeyboardInterrupt):
        sys.exit(main())
